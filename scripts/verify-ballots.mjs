#!/usr/bin/env node
// npm run verify:ballots -- URL
//
// Recomputes a People's Verdict ballot board from its public answer and prints OK or the first mismatch
// (decisions.md 'A verdict anyone can check'). Also reads the debate's integrity ledger (/api/debates/{id}/integrity)
// and checks it against the board, and checks that every voided ballot names a public moderation action, a ban or a
// deletion for vote manipulation, on the site's transparency log (/api/transparency?action=ID). URL is a debate's
// board, as the API answers it (https://site/api/debates/42/ballots), as the page shows it
// (https://site/debate/42/ballots), or the debate page itself (https://site/debate/42).
// The members' leans before watching (issue 26) are checked the same way, and once voting has ended the swing is
// recomputed from the published leans and ballots; any difference from the published swing is a mismatch. A voided
// ballot or lean is published in its batch and in the voided list only, without its side or lean (so that no banned
// voter's side can be read off the board), and figures that group a few people are published under the small-cell
// floor (fewer than 5 in a cell: withheld); the verifier applies the same floor to what it recomputes.
// Deliberately self-contained: node:crypto and fetch only, nothing of the site's own code, so anyone can read
// all of it and run it against any copy of the site.
import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";

const BATCH = 25;
const ZERO_ROOT = "0".repeat(64);
const sha256 = (text) => createHash("sha256").update(text, "utf8").digest("hex");

/** commitment = lowercase hex SHA-256 of the UTF-8 string 'pv1|{debateId}|{side}|{opening}' */
export const commitmentOf = (debateId, side, opening) => sha256(`pv1|${debateId}|${side}|${opening}`);
/**
 * root_k = hex SHA-256 of root_{k-1} (64 zeros for the first) + '\n' + the batch's sorted commitments joined by '\n'
 */
export const rootOf = (previousRoot, sortedCommitments) => sha256(`${previousRoot}\n${sortedCommitments.join("\n")}`);

const count = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const isSorted = (list) => list.every((v, i) => i === 0 || list[i - 1] < v);

const HEX64 = /^[0-9a-f]{64}$/;
const isCount = (n) => Number.isInteger(n) && n >= 0;
const winnerOf = (a, b) => (a > b ? "A" : b > a ? "B" : a === 0 ? "none" : "tie");

/**
 * The small-cell floor: a group's counts are withheld when someone is in it and one of its cells holds fewer than 5
 * (zero included: a zero beside a count says how all of them voted).
 */
const SMALL_CELL = 5;
const belowFloor = (cells) => cells.some((c) => c > 0) && cells.some((c) => c < SMALL_CELL);

/**
 * A board's voided ballots (or leans): [{ commitment, rule, actionId }] sorted by commitment, each once (a board from
 * before voiding existed has none). Returns the list, or a string naming what is wrong with it.
 */
function voidedOf(list, what = "ballot") {
  const prefix = what === "ballot" ? "" : `${what}s: `;
  const voided = list ?? [];
  if (!Array.isArray(voided)) return `${prefix}voided is not a list`;
  for (const v of voided) {
    if (!HEX64.test(v?.commitment ?? "")) return `${prefix}voided: '${v?.commitment}' is not a commitment`;
    if (!Number.isInteger(v.actionId) || v.actionId < 1)
      return `${prefix}voided ${v.commitment}: actionId is not an action's id`;
    if (typeof v.rule !== "string") return `${prefix}voided ${v.commitment}: no rule`;
  }
  if (!isSorted(voided.map((v) => v.commitment)))
    return `${prefix}voided not sorted by commitment, or a ${what} voided twice`;
  return voided;
}

/**
 * Checks a list of batches (ballots' or leans': the same rules) against its total: indexes in order, 25 to a batch but
 * a closed board's last, sorted commitments, each once, every root recomputed. Returns { published, root } (the set
 * of published commitments and the last root), or a string naming what is wrong; `what` names the items ('ballot',
 * 'lean') and prefixes a lean batch's message with 'leans: '.
 */
function batchesOf(batches, status, total, what) {
  const prefix = what === "ballot" ? "" : `${what}s: `;
  const published = new Set();
  let root = ZERO_ROOT;
  for (const [i, batch] of batches.entries()) {
    const { index, size, root: claimed, commitments } = batch ?? {};
    if (index !== i) return `${prefix}batch ${i}: its index says ${index}`;
    if (!Array.isArray(commitments) || commitments.length !== size)
      return `${prefix}batch ${i}: size ${size} but ${commitments?.length} commitments`;
    // every batch holds 25 but a closed board's last, which holds the rest: all of them below 25, else 25 to 49 (a
    // short rest joins the batch before it, so no batch singles a voter out)
    const last = status === "closed" && i === batches.length - 1;
    const expected = last ? total - i * BATCH : BATCH;
    if (size !== expected)
      return `${prefix}batch ${i}: size ${size}, expected ${expected}${last ? " (the last batch holds the rest)" : ""}`;
    if (last && i > 0 && size < BATCH)
      return `${prefix}batch ${i}: only ${count(size, what)}; a short last batch joins the one before`;
    if (last && size >= 2 * BATCH) return `${prefix}batch ${i}: size ${size}, a full batch is missing`;
    if (!isSorted(commitments)) return `${prefix}batch ${i}: commitments not sorted`;
    for (const c of commitments) {
      if (!HEX64.test(c)) return `${prefix}batch ${i}: '${c}' is not a commitment`;
      if (published.has(c)) return `${prefix}batch ${i}: commitment ${c} appears twice on the board`;
      published.add(c);
    }
    root = rootOf(root, commitments);
    if (root !== claimed) return `${prefix}batch ${i}: root is ${claimed}, recomputed ${root}`;
  }
  return { published, root };
}

/**
 * A lean's commitment = lowercase hex SHA-256 of the UTF-8 string 'pvlean1|{debateId}|{lean}|{late ? 1 : 0}|{opening}'
 * (lean: A, B or undecided; late: recorded after the member's video first played).
 */
export const leanCommitmentOf = (debateId, lean, late, opening) =>
  sha256(`pvlean1|${debateId}|${lean}|${late ? 1 : 0}|${opening}`);

const LEANS = ["A", "B", "undecided"];

/** One decimal, halves away from zero, never -0: the site publishes the swing's figures rounded so. */
const round1 = (x) => {
  const r = (Math.sign(x) * Math.round(Math.abs(x) * 10 + 1e-9)) / 10;
  return r === 0 ? 0 : r;
};

/**
 * The swing from its counts (docs/decisions/0019-minds-changed.md): table[lean][side] counts the paired voters (a
 * counted ballot whose voter has a counted, in-time lean). Shares among them before (leans) and after (ballots) in
 * percent; each side's change in points; net = change A - change B = 100 x the mean of each voter's move d (+2 B->A,
 * -2 A->B, +1 undecided->A, -1 undecided->B, 0 stayed); its 95% interval net +- 1.96 x 100 x sd(d) / sqrt(n), sd the
 * sample standard deviation (none below 2 paired voters); too close to call when the interval holds 0 or is none.
 */
export function swingFigures(table, withoutLean, late) {
  const { A, B, undecided: U } = table;
  const paired = A.A + A.B + B.A + B.B + U.A + U.B;
  const pct = (k) => (paired === 0 ? 0 : (100 * k) / paired);
  const before = { A: pct(A.A + A.B), B: pct(B.A + B.B), undecided: pct(U.A + U.B) };
  const after = { A: pct(A.A + B.A + U.A), B: pct(A.B + B.B + U.B) };
  const sum = 2 * B.A - 2 * A.B + U.A - U.B;
  const sumOfSquares = 4 * (B.A + A.B) + U.A + U.B;
  const mean = paired === 0 ? 0 : sum / paired;
  const net = 100 * mean;
  let interval = null;
  if (paired >= 2) {
    const variance = Math.max(0, (sumOfSquares - paired * mean * mean) / (paired - 1));
    const half = (1.96 * 100 * Math.sqrt(variance)) / Math.sqrt(paired);
    interval = [round1(net - half), round1(net + half)];
  }
  return {
    table: { A: { ...A }, B: { ...B }, undecided: { ...U } },
    paired,
    withoutLean,
    late,
    shares: {
      before: { A: round1(before.A), B: round1(before.B), undecided: round1(before.undecided) },
      after: { A: round1(after.A), B: round1(after.B) },
    },
    change: { A: round1(after.A - before.A), B: round1(after.B - before.B) },
    net: round1(net),
    interval,
    tooClose: interval === null || (interval[0] <= 0 && interval[1] >= 0),
  };
}

/**
 * The swing as the site publishes it: its figures, or, under the small-cell floor (a table cell under 5 while someone
 * is paired), only the cells of 5 or more (the others null), the late leans, and null for every other figure.
 */
export function publishedSwing(table, withoutLean, late) {
  const cells = LEANS.flatMap((lean) => [table[lean].A, table[lean].B]);
  if (!belowFloor(cells)) return { ...swingFigures(table, withoutLean, late), suppressed: false };
  const shown = (c) => (c >= SMALL_CELL ? c : null);
  return {
    table: Object.fromEntries(LEANS.map((lean) => [lean, { A: shown(table[lean].A), B: shown(table[lean].B) }])),
    paired: null,
    withoutLean: null,
    late,
    shares: null,
    change: null,
    net: null,
    interval: null,
    tooClose: null,
    suppressed: true,
  };
}

/** The first place where two JSON values differ, as 'path: published X, recomputed Y', or null. */
function firstDifference(published, recomputed, path) {
  const isObject = (v) => typeof v === "object" && v !== null;
  if (isObject(published) && isObject(recomputed) && Array.isArray(published) === Array.isArray(recomputed)) {
    const keys = [...new Set([...Object.keys(recomputed), ...Object.keys(published)])];
    for (const key of keys) {
      const found = firstDifference(published[key], recomputed[key], `${path}.${key}`);
      if (found) return found;
    }
    return null;
  }
  return published === recomputed
    ? null
    : `${path}: published ${JSON.stringify(published)}, recomputed ${JSON.stringify(recomputed)}`;
}

/**
 * Checks a board's leans (issue 26) like its ballots: the same batches and voided list; while open no lean, no
 * opening and no swing; once closed every lean's commitment from its lean, late flag and opening, each paired ballot
 * on the board at most once, and the swing recomputed from them (voided leans and ballots and late leans left out)
 * and compared with the published one, figure by figure. `ballots`: the closed board's ballots by commitment. A board
 * from before leans has no section and no swing. Returns { summary } or a string naming the first mismatch.
 */
function verifyLeans(board, ballots) {
  const { debateId, status, leans } = board;
  if (leans === undefined) return "swing" in board ? "a swing without leans" : { summary: "" };
  if (!leans || typeof leans !== "object") return "leans is not a section";
  const { total, batches } = leans;
  if (!isCount(total)) return "leans: total is not a count";
  if (!Array.isArray(batches)) return "leans: batches is not a list";
  const voided = voidedOf(leans.voided, "lean");
  if (typeof voided === "string") return voided;
  if (voided.length > total) return `leans: ${voided.length} voided of ${total}`;
  const checked = batchesOf(batches, status, total, "lean");
  if (typeof checked === "string") return checked;
  const { published } = checked;

  if (status === "open") {
    if ("items" in leans || "swing" in board) return "an open board shows leans or a swing";
    if (published.size > total || total - published.size >= 2 * BATCH)
      return `leans: ${published.size} published of ${total}: a full batch is missing`;
    const pending = voided.filter((v) => !published.has(v.commitment)).length;
    if (pending > total - published.size)
      return `leans: ${pending} voided leans are in no batch, but only ${total - published.size} await publication`;
    return { summary: `; leans: ${published.size} of ${total} published, sealed until the deadline` };
  }

  const { items } = leans;
  if (published.size !== total) return `leans: the batches hold ${published.size}, total says ${total}`;
  // the counted leans are listed with their lean; a voided one only in the voided list
  if (!Array.isArray(items) || items.length + voided.length !== total)
    return `leans: total says ${total}, items lists ${items?.length} and ${voided.length} are voided`;
  if (!isSorted(items.map((l) => l?.commitment))) return "leans: items not sorted by commitment";
  const voidedBy = new Map(voided.map((v) => [v.commitment, v.actionId]));
  const table = { A: { A: 0, B: 0 }, B: { A: 0, B: 0 }, undecided: { A: 0, B: 0 } };
  const pairedBallots = new Set();
  let late = 0;
  for (const item of items) {
    const { commitment, lean, opening, ballot } = item ?? {};
    if (!LEANS.includes(lean)) return `lean ${commitment}: lean '${lean}'`;
    if (typeof item.late !== "boolean") return `lean ${commitment}: no late flag`;
    if (typeof opening !== "string") return `lean ${commitment}: no opening`;
    const recomputed = leanCommitmentOf(debateId, lean, item.late, opening);
    if (recomputed !== commitment)
      return `lean ${commitment}: lean ${lean}, late ${item.late} and its opening give ${recomputed}`;
    if (!published.has(commitment)) return `lean ${commitment}: in no batch`;
    if (voidedBy.has(commitment)) return `lean ${commitment}: voided, yet listed with its lean`;
    if (ballot !== null && !ballots.has(ballot))
      return `lean ${commitment}: its ballot ${ballot} is not a counted ballot on the board`;
    if (ballot !== null && pairedBallots.has(ballot)) return `lean ${commitment}: ballot ${ballot} has two leans`;
    if (ballot !== null) pairedBallots.add(ballot);
    if (item.late) late += 1;
    else if (ballot !== null) table[lean][ballots.get(ballot).side] += 1;
  }
  const stray = voided.find((v) => !published.has(v.commitment));
  if (stray) return `leans: voided ${stray.commitment} is in no batch`;
  const counted = ballots.size;
  const paired = Object.values(table).reduce((n, row) => n + row.A + row.B, 0);
  const figures = swingFigures(table, counted - paired, late);
  const swing = publishedSwing(table, counted - paired, late);
  if (!board.swing || typeof board.swing !== "object") return "a closed board with leans but no swing";
  const difference = firstDifference(board.swing, swing, "swing");
  if (difference) return difference;
  const range = figures.interval ? `, 95% interval ${figures.interval[0]} to ${figures.interval[1]}` : "";
  const floor = swing.suppressed ? " (published withheld: a cell under 5)" : "";
  return {
    summary: `; ${count(total, "lean")}${voided.length ? ` (${voided.length} voided)` : ""}, ${late} late, every commitment and root recomputed; swing recomputed: ${paired} paired, net ${figures.net} points${range}${figures.tooClose ? ", too close to call" : ""}${floor}`,
  };
}

/**
 * Checks a board answer. Returns { ok: true, summary } or { ok: false, mismatch } naming the first thing that does
 * not add up. A voided ballot stays on the board; a closed board's result counts every ballot but the voided ones.
 */
export function verifyBoard(board) {
  const fail = (mismatch) => ({ ok: false, mismatch });
  if (!board || typeof board !== "object") return fail("the answer is not a board");
  const { debateId, status, total, batches } = board;
  if (!Number.isInteger(debateId)) return fail("debateId is not a number");
  if (status !== "open" && status !== "closed") return fail(`status is '${status}', not 'open' or 'closed'`);
  if (!Number.isInteger(total) || total < 0) return fail("total is not a count");
  if (!Array.isArray(batches)) return fail("batches is not a list");
  const voided = voidedOf(board.voided);
  if (typeof voided === "string") return fail(voided);
  const voidedBy = new Map(voided.map((v) => [v.commitment, v.actionId]));
  if (voided.length > total) return fail(`${voided.length} ballots voided of ${total}`);

  const checked = batchesOf(batches, status, total, "ballot");
  if (typeof checked === "string") return fail(checked);
  const { published, root } = checked;

  if (status === "open") {
    if ("ballots" in board || "result" in board) return fail("an open board shows ballots or a result");
    // while open, the last full batch is held until the next one fills: up to 49 ballots wait
    if (published.size > total || total - published.size >= 2 * BATCH)
      return fail(`${published.size} ballots published of ${total}: a full batch is missing`);
    // a voided ballot not yet in a published batch can only be one of the ballots still to be published
    const pending = voided.filter((v) => !published.has(v.commitment)).length;
    if (pending > total - published.size)
      return fail(`${pending} voided ballots are in no batch, but only ${total - published.size} await publication`);
    const leans = verifyLeans(board, null);
    if (typeof leans === "string") return fail(leans);
    return {
      ok: true,
      summary: `open board: ${published.size} of ${count(total, "ballot")} published in ${count(batches.length, "batch", "batches")}${voided.length ? ` (${voided.length} voided)` : ""}; every root recomputed${batches.length ? `; last root ${root}` : ""}${leans.summary}`,
    };
  }

  const { ballots, result } = board;
  if (published.size !== total) return fail(`the batches hold ${published.size} ballots, total says ${total}`);
  // the counted ballots are listed with their sides; a voided one only in the voided list, without its side
  if (!Array.isArray(ballots) || ballots.length + voided.length !== total)
    return fail(`total says ${total}, ballots lists ${ballots?.length} and ${voided.length} are voided`);
  if (!isSorted(ballots.map((b) => b?.commitment))) return fail("ballots not sorted by commitment");
  const sides = { A: 0, B: 0 };
  for (const ballot of ballots) {
    const { commitment, side, opening } = ballot ?? {};
    if (side !== "A" && side !== "B") return fail(`ballot ${commitment}: side '${side}'`);
    if (typeof opening !== "string") return fail(`ballot ${commitment}: no opening`);
    if (commitmentOf(debateId, side, opening) !== commitment)
      return fail(`ballot ${commitment}: side ${side} and its opening give ${commitmentOf(debateId, side, opening)}`);
    if (!published.has(commitment)) return fail(`ballot ${commitment}: in no batch`);
    if (voidedBy.has(commitment)) return fail(`ballot ${commitment}: voided, yet listed with its side`);
    sides[side] += 1;
  }
  const stray = voided.find((v) => !published.has(v.commitment));
  if (stray) return fail(`voided ${stray.commitment} is in no batch`);
  const counted = total - voided.length;
  if (!result || result.A !== sides.A || result.B !== sides.B || result.total !== counted) {
    return fail(
      `result says A ${result?.A}, B ${result?.B}, total ${result?.total}; the ballots give A ${sides.A}, B ${sides.B}, total ${counted}${voided.length ? ` (${voided.length} voided)` : ""}`,
    );
  }
  const leans = verifyLeans(board, new Map(ballots.map((b) => [b.commitment, b])));
  if (typeof leans === "string") return fail(leans);
  return {
    ok: true,
    summary: `closed board: ${count(total, "ballot")} in ${count(batches.length, "batch", "batches")}${voided.length ? `, ${voided.length} voided` : ""}; every commitment, every root and the result recomputed (A ${sides.A}, B ${sides.B}); last root ${total ? root : "none"}${leans.summary}`,
  };
}

/**
 * Checks a debate's integrity ledger against its board (already verified): the same debate and status, accepted =
 * the board's ballots, counted = accepted less voided, the same voided ballots, refusals as counts by rule, and no
 * verdict split while open; once closed, the verdict of all ballots is the board's result, each winner is the larger
 * side, and 'agree' says whether they are the same. Returns null, or the mismatch.
 */
export function verifyLedger(board, ledger) {
  if (!ledger || typeof ledger !== "object") return "the ledger is not an answer";
  if (ledger.debateId !== board.debateId) return `the ledger is of debate ${ledger.debateId}, not ${board.debateId}`;
  if (ledger.status !== board.status) return `the ledger says ${ledger.status}, the board ${board.status}`;
  const voided = board.voided ?? [];
  if (ledger.accepted !== board.total) return `the ledger accepted ${ledger.accepted}, the board holds ${board.total}`;
  if (ledger.counted !== board.total - voided.length)
    return `the ledger counted ${ledger.counted}, the board's ballots less the voided give ${board.total - voided.length}`;
  if (JSON.stringify(ledger.voided) !== JSON.stringify(voided))
    return "the ledger's voided ballots are not the board's";
  if (!ledger.refused || typeof ledger.refused !== "object" || !Object.values(ledger.refused).every(isCount))
    return "the ledger's refused attempts are not counts by rule";
  if (board.leans !== undefined) {
    const leans = ledger.leans ?? {};
    const leanVoided = board.leans.voided ?? [];
    if (leans.accepted !== board.leans.total)
      return `the ledger accepted ${leans.accepted} leans, the board holds ${board.leans.total}`;
    if (leans.counted !== board.leans.total - leanVoided.length)
      return `the ledger counted ${leans.counted} leans, the board's leans less the voided give ${board.leans.total - leanVoided.length}`;
    if (JSON.stringify(leans.voided) !== JSON.stringify(leanVoided))
      return "the ledger's voided leans are not the board's";
    if (!leans.refused || typeof leans.refused !== "object" || !Object.values(leans.refused).every(isCount))
      return "the ledger's refused leans are not counts by rule";
  }
  const { verdicts } = ledger;
  if (board.status === "open") return verdicts === null ? null : "the ledger shows a verdict while voting is open";
  const { all, established, agree } = verdicts ?? {};
  if (!all || all.A !== board.result.A || all.B !== board.result.B || all.total !== board.result.total)
    return "the ledger's verdict of all ballots is not the board's result";
  if (all.winner !== winnerOf(all.A, all.B)) return "a verdict's winner is not its larger side";
  // withheld under the small-cell floor: every figure null, and no agreement said
  if (established?.suppressed === true) {
    const figures = [established.A, established.B, established.total, established.winner, agree];
    return figures.every((f) => f === null)
      ? null
      : "the ledger withholds the older accounts' verdict but gives a figure";
  }
  if (established?.suppressed !== false) return "the ledger's verdict among older accounts says nothing of the floor";
  if (
    !established ||
    ![established.A, established.B].every(isCount) ||
    established.total !== established.A + established.B
  )
    return "the ledger's verdict among older accounts is not a count";
  if (established.A > all.A || established.B > all.B) return "older accounts cast more ballots than all accounts";
  if (belowFloor([all.A - established.A, all.B - established.B]))
    return `the ledger shows the older accounts' verdict, yet the newer accounts' ballots (A ${all.A - established.A}, B ${all.B - established.B}) are under the small-cell floor`;
  if (all.winner !== winnerOf(all.A, all.B) || established.winner !== winnerOf(established.A, established.B))
    return "a verdict's winner is not its larger side";
  if (agree !== (all.winner === established.winner))
    return `the ledger says agree: ${agree}, the winners say otherwise`;
  return null;
}

/**
 * Checks that every void names a public action (entries: the transparency log's entry for each action id, or
 * undefined when the log has none): a ban or a deletion of an account, under the void's rule, and, on an open board,
 * neither reversed on appeal nor lifted by staff (either restores the ballots it voided while voting is open). Returns
 * null, or the mismatch.
 */
export function verifyVoidActions(board, entries) {
  for (const v of [...(board.voided ?? []), ...(board.leans?.voided ?? [])]) {
    const entry = entries.get(v.actionId);
    if (!entry) return `voided ${v.commitment}: action ${v.actionId} is not on the public log`;
    if ((entry.action !== "ban" && entry.action !== "delete") || entry.target !== "account")
      return `voided ${v.commitment}: action ${v.actionId} is a ${entry.action} of a ${entry.target}, not a ban or deletion of an account`;
    if (entry.rule !== v.rule)
      return `voided ${v.commitment}: action ${v.actionId}'s rule is ${entry.rule}, not ${v.rule}`;
    if (board.status === "open" && entry.outcome === "reversed")
      return `voided ${v.commitment}: action ${v.actionId} was reversed on appeal, yet the ${board.voided?.includes(v) ? "ballot" : "lean"} is still void`;
    if (board.status === "open" && entry.liftedOn)
      return `voided ${v.commitment}: action ${v.actionId} was lifted on ${entry.liftedOn}, yet the ${board.voided?.includes(v) ? "ballot" : "lean"} is still void`;
  }
  return null;
}

/** The board's API address for a debate page, its board page or the API URL; anything else is refused. */
export function boardUrl(input) {
  const url = new URL(input);
  const id = url.pathname.match(/^\/(?:debate\/(\d+)(?:\/ballots)?|api\/debates\/(\d+)\/ballots)\/?$/);
  if (!id) throw new Error(`${input} is not a debate page, its ballot board or /api/debates/{id}/ballots`);
  return new URL(`/api/debates/${id[1] ?? id[2]}/ballots`, url.origin).toString();
}

async function getJson(url) {
  const res = await fetch(url, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`HTTP ${res.status} from ${url}`);
  return res.json();
}

async function main() {
  const input = process.argv[2];
  if (!input) {
    console.error("Usage: npm run verify:ballots -- https://site/debate/42 (or its /ballots page, or the API URL)");
    return 2;
  }
  let board;
  try {
    const url = boardUrl(input);
    const res = await fetch(url, { headers: { accept: "application/json" } });
    if (!res.ok) throw new Error(`${url} answered HTTP ${res.status}`);
    const type = res.headers.get("content-type") ?? "";
    if (!type.includes("json")) throw new Error(`${url} answered ${type || "no content type"}, not a board`);
    board = await res.json();
  } catch (error) {
    console.error(`Could not read the board: ${error instanceof Error ? error.message : error}`);
    return 2;
  }
  const verdict = verifyBoard(board);
  if (!verdict.ok) {
    console.log(`MISMATCH: ${verdict.mismatch}`);
    return 1;
  }
  let ledger;
  const entries = new Map();
  try {
    const url = new URL(boardUrl(input));
    ledger = await getJson(new URL(`/api/debates/${board.debateId}/integrity`, url));
    const voids = [...(board.voided ?? []), ...(board.leans?.voided ?? [])];
    for (const actionId of new Set(voids.map((v) => v.actionId))) {
      const log = await getJson(new URL(`/api/transparency?action=${actionId}`, url));
      const entry = log?.log?.items?.find((item) => item?.id === actionId);
      if (entry) entries.set(actionId, entry);
    }
  } catch (error) {
    console.error(`Could not read the integrity ledger: ${error instanceof Error ? error.message : error}`);
    return 2;
  }
  const mismatch = verifyLedger(board, ledger) ?? verifyVoidActions(board, entries);
  if (mismatch) {
    console.log(`MISMATCH: ${mismatch}`);
    return 1;
  }
  const refused = Object.values(ledger.refused).reduce((a, b) => a + b, 0);
  const older = ledger.verdicts?.established;
  const split = !older
    ? ""
    : older.suppressed
      ? "; the verdict among accounts older than the debate is withheld (fewer than 5 newer accounts' ballots on a side)"
      : `; among accounts older than the debate A ${older.A}, B ${older.B}: ${ledger.verdicts.agree ? "the same winner" : "A DIFFERENT WINNER"}`;
  console.log(
    `OK: ${verdict.summary}; ledger: ${count(refused, "attempt")} refused, ${count(board.voided?.length ?? 0, "ballot")} voided, each by a public action${split}`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = await main();
