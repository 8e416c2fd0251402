#!/usr/bin/env node
// npm run verify:ballots -- URL
//
// Recomputes a People's Verdict ballot board from its public answer and prints OK or the first mismatch
// (decisions.md 'A verdict anyone can check'). URL is a debate's board, as the API answers it
// (https://site/api/debates/42/ballots) or as the page shows it (https://site/debate/42/ballots).
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

/**
 * Checks a board answer. Returns { ok: true, summary } or { ok: false, mismatch } naming the first thing that does
 * not add up.
 */
export function verifyBoard(board) {
  const fail = (mismatch) => ({ ok: false, mismatch });
  if (!board || typeof board !== "object") return fail("the answer is not a board");
  const { debateId, status, total, batches } = board;
  if (!Number.isInteger(debateId)) return fail("debateId is not a number");
  if (status !== "open" && status !== "closed") return fail(`status is '${status}', not 'open' or 'closed'`);
  if (!Number.isInteger(total) || total < 0) return fail("total is not a count");
  if (!Array.isArray(batches)) return fail("batches is not a list");

  const published = new Set();
  let root = ZERO_ROOT;
  for (const [i, batch] of batches.entries()) {
    const { index, size, root: claimed, commitments } = batch ?? {};
    if (index !== i) return fail(`batch ${i}: its index says ${index}`);
    if (!Array.isArray(commitments) || commitments.length !== size)
      return fail(`batch ${i}: size ${size} but ${commitments?.length} commitments`);
    if (size < 1 || size > BATCH) return fail(`batch ${i}: size ${size} is not 1 to ${BATCH}`);
    if (size < BATCH && !(status === "closed" && i === batches.length - 1))
      return fail(`batch ${i}: only ${size} ballots, and it is not the last batch of a closed board`);
    if (!isSorted(commitments)) return fail(`batch ${i}: commitments not sorted`);
    for (const c of commitments) {
      if (!/^[0-9a-f]{64}$/.test(c)) return fail(`batch ${i}: '${c}' is not a commitment`);
      if (published.has(c)) return fail(`batch ${i}: commitment ${c} appears twice on the board`);
      published.add(c);
    }
    root = rootOf(root, commitments);
    if (root !== claimed) return fail(`batch ${i}: root is ${claimed}, recomputed ${root}`);
  }

  if (status === "open") {
    if ("ballots" in board || "result" in board) return fail("an open board shows ballots or a result");
    if (published.size > total || total - published.size >= BATCH)
      return fail(`${published.size} ballots published of ${total}: a full batch is missing`);
    return {
      ok: true,
      summary: `open board: ${published.size} of ${count(total, "ballot")} published in ${count(batches.length, "batch", "batches")}; every root recomputed${batches.length ? `; last root ${root}` : ""}`,
    };
  }

  const { ballots, result } = board;
  if (published.size !== total) return fail(`the batches hold ${published.size} ballots, total says ${total}`);
  if (!Array.isArray(ballots) || ballots.length !== total)
    return fail(`total says ${total}, ballots lists ${ballots?.length}`);
  if (!isSorted(ballots.map((b) => b?.commitment))) return fail("ballots not sorted by commitment");
  const sides = { A: 0, B: 0 };
  for (const ballot of ballots) {
    const { commitment, side, opening } = ballot ?? {};
    if (side !== "A" && side !== "B") return fail(`ballot ${commitment}: side '${side}'`);
    if (typeof opening !== "string") return fail(`ballot ${commitment}: no opening`);
    if (commitmentOf(debateId, side, opening) !== commitment)
      return fail(`ballot ${commitment}: side ${side} and its opening give ${commitmentOf(debateId, side, opening)}`);
    if (!published.has(commitment)) return fail(`ballot ${commitment}: in no batch`);
    sides[side] += 1;
  }
  if (!result || result.A !== sides.A || result.B !== sides.B || result.total !== total) {
    return fail(
      `result says A ${result?.A}, B ${result?.B}, total ${result?.total}; the ballots give A ${sides.A}, B ${sides.B}, total ${total}`,
    );
  }
  return {
    ok: true,
    summary: `closed board: ${count(total, "ballot")} in ${count(batches.length, "batch", "batches")}; every commitment, every root and the result recomputed (A ${sides.A}, B ${sides.B}); last root ${total ? root : "none"}`,
  };
}

/** The board's API address for a board page or API URL. */
export function boardUrl(input) {
  const url = new URL(input);
  const page = url.pathname.match(/^\/debate\/(\d+)\/ballots\/?$/);
  if (page) url.pathname = `/api/debates/${page[1]}/ballots`;
  return url.toString();
}

async function main() {
  const input = process.argv[2];
  if (!input) {
    console.error("Usage: npm run verify:ballots -- https://site/debate/42/ballots");
    return 2;
  }
  let board;
  try {
    const res = await fetch(boardUrl(input), { headers: { accept: "application/json" } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    board = await res.json();
  } catch (error) {
    console.error(`Could not read the board: ${error instanceof Error ? error.message : error}`);
    return 2;
  }
  const verdict = verifyBoard(board);
  if (verdict.ok) {
    console.log(`OK: ${verdict.summary}`);
    return 0;
  }
  console.log(`MISMATCH: ${verdict.mismatch}`);
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = await main();
