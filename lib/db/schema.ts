import { sql } from "drizzle-orm";
import type { Verdict } from "../results/verdict";
import type { SessionDevice } from "../sessions/types";
import {
  APPEAL_STATUSES,
  MESSAGE_TYPES,
  MODERATION_ACTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  LEANS,
  REFUSAL_KINDS,
  REFUSAL_RULES,
  REPORT_TARGETS,
  ROLES,
  TOKEN_KINDS,
  USER_STATUSES,
  VOTE_POSITIONS,
} from "../enums";
import { TRANSPARENCY_LOG_ACTIONS } from "../moderation/kinds";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

export * from "../enums";

/** 32 random bytes, base64url without padding: SHA-256 over three random UUIDs (366 random bits). */
const RANDOM_OPENING =
  "rtrim(translate(encode(sha256(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid())), 'base64'), '+/', '-_'), '=')";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    // null once the account is deleted: the address is freed and nothing personal is kept
    email: text("email"),
    passwordHash: text("password_hash"),
    bio: text("bio"),
    profileImage: text("profile_image"),
    isVerified: boolean("is_verified").notNull().default(false),
    emailVerified: boolean("email_verified").notNull().default(false),
    status: text("status", { enum: USER_STATUSES }).notNull().default("active"),
    suspendedUntil: timestamp("suspended_until", { withTimezone: true }),
    unsubscribed: boolean("unsubscribed").notNull().default(false),
    debateCount: integer("debate_count").notNull().default(0),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    lastActive: timestamp("last_active", { withTimezone: true }),
    // the keyed hash (lib/server/limits/address-hash.ts) of the network the account registered from, never the
    // address; null when unknown (docs/decisions/0015-networks-and-mailboxes.md)
    registrationNetwork: text("registration_network"),
    // the email's mailbox in canonical form (canonical_mailbox(), drizzle/0011): one account per mailbox
    mailbox: text("mailbox").generatedAlwaysAs(sql`canonical_mailbox(email)`),
    // an account that shared its mailbox with an older one when the rule came in: kept, and shown to staff
    mailboxShared: boolean("mailbox_shared").notNull().default(false),
  },
  (t) => [
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_email_mailbox_key")
      .on(t.mailbox)
      .where(sql`not ${t.mailboxShared}`),
    // the staff's signals: accounts registered from one network within an hour of each other, found by one ordered
    // index-only pass (the id is in the key so the pass reads no table row)
    index("users_registration_network_idx")
      .on(t.registrationNetwork, t.joinedAt, t.id)
      .where(sql`${t.registrationNetwork} is not null`),
    index("users_joined_at_idx").on(t.joinedAt),
    // the staff's user search: ILIKE '%term%' on the name or the address
    index("users_username_trgm_idx").using("gin", sql`${t.username} gin_trgm_ops`),
    index("users_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    check("users_status_check", inList("status", USER_STATUSES)),
    check("users_bio_length_check", sql`char_length(${t.bio}) <= 200`),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ROLES }).notNull(),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    assignedBy: integer("assigned_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("user_roles_user_role_key").on(t.userId, t.role),
    index("user_roles_role_idx").on(t.role),
    check("user_roles_role_check", inList("role", ROLES)),
  ],
);

// The sealed cookie carries the raw session id; only its SHA-256 is stored here.
export const sessions = pgTable(
  "session",
  {
    sid: text("sid").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // secondFactorAt, sudoAt: epoch ms of the session's latest second-factor check (a passkey sign-in counts as two
    // factors: decision 0025) and password re-check (sudo mode: docs/decisions/0024-second-factor.md)
    sess: jsonb("sess").$type<{ rememberMe: boolean; secondFactorAt?: number; sudoAt?: number }>().notNull(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    // what settings names a session by: random, never the sid nor derived from it, so it opens nothing
    // (docs/decisions/0022-sessions.md)
    publicId: uuid("public_id").notNull().defaultRandom(),
    // the browser, system and kind of device its user agent named at sign-in (parsed; the agent string is not kept)
    device: jsonb("device").$type<SessionDevice>(),
    // moved forward by the session's requests, at most every few minutes (touchSession)
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("session_user_idx").on(t.userId),
    index("session_expire_idx").on(t.expire),
    uniqueIndex("session_public_id_key").on(t.publicId),
  ],
);

// The devices an account has signed in from: the SHA-256 of each one's device cookie. A sign-in from a device not
// listed mails the owner (docs/decisions/0022-sessions.md).
export const knownDevices = pgTable(
  "known_devices",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceHash: text("device_hash").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

// An account's TOTP second factor: the secret sealed with a key derived from SESSION_SECRET (never sent again after
// setup); confirmedAt null while setup waits for its first code; lastStep, the time step of the latest code accepted,
// so a code is never accepted twice (docs/decisions/0024-second-factor.md)
export const totpFactors = pgTable("totp_factors", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: createdAt(),
});

// The 10 single-use recovery codes of an account with a factor: SHA-256 of each, shown once; usedAt once spent
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recovery_codes_user_code_key").on(t.userId, t.codeHash)],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    color: text("color").notNull(),
  },
  (t) => [uniqueIndex("categories_name_key").on(t.name), uniqueIndex("categories_slug_key").on(t.slug)],
);

export const debateSearchText = (t: {
  title: AnyPgColumn;
  description: AnyPgColumn;
  positionATitle: AnyPgColumn;
  positionBTitle: AnyPgColumn;
}) => sql`${t.title} || ' ' || ${t.description} || ' ' || ${t.positionATitle} || ' ' || ${t.positionBTitle}`;

export const debates = pgTable(
  "debates",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    positionATitle: text("position_a_title").notNull(),
    positionBTitle: text("position_b_title").notNull(),
    positionADebater: text("position_a_debater"),
    positionBDebater: text("position_b_debater"),
    debateVideo: text("debate_video").notNull().default(""),
    creatorId: integer("creator_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    votingEndsAt: timestamp("voting_ends_at", { withTimezone: true }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    // The rolled-up tallies (docs/decisions/0001-vote-tallies.md): a vote adds to its shard's row of
    // debate_vote_tallies, and a roll-up folds those rows in here every few seconds, so lists can sort by popularity
    // on an index. An exact count is these plus the debate's remaining shard rows (lib/server/votes/exact-tally.ts).
    votesA: integer("votes_a").notNull().default(0),
    votesB: integer("votes_b").notNull().default(0),
    voteTotal: integer("vote_total").notNull().default(0),
    // set once, by whoever closes the debate after its deadline (lib/server/results/close-due-debates.ts): the claim
    // that makes closing, and its 'Results are in' messages and mail, happen exactly once
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("debates_active_created_idx").on(t.isActive, t.createdAt.desc(), t.id.desc()),
    index("debates_active_ends_idx").on(t.isActive, t.votingEndsAt, t.id),
    index("debates_active_total_idx").on(t.isActive, t.voteTotal.desc(), t.id.desc()),
    index("debates_category_created_idx").on(t.categoryId, t.createdAt.desc()),
    index("debates_creator_idx").on(t.creatorId, t.createdAt.desc()),
    // search matches title, description and both positions case-insensitively (ILIKE on this expression)
    index("debates_search_trgm_idx").using("gin", sql`(${debateSearchText(t)}) gin_trgm_ops`),
    index("debates_featured_idx")
      .on(t.isFeatured)
      .where(sql`${t.isFeatured}`),
    // the debates due to be closed (deadline passed, not closed yet): a small index that empties as they close
    index("debates_due_idx")
      .on(t.votingEndsAt, t.id)
      .where(sql`${t.closedAt} is null`),
    // the open data export: every closed debate, by id
    index("debates_closed_idx")
      .on(t.id)
      .where(sql`${t.closedAt} is not null`),
    check("debates_window_check", sql`${t.votingEndsAt} > ${t.createdAt}`),
    check(
      "debates_tally_check",
      sql`${t.voteTotal} = ${t.votesA} + ${t.votesB} and ${t.votesA} >= 0 and ${t.votesB} >= 0`,
    ),
  ],
);

/** How many shard rows a debate's pending tallies spread over: a vote adds to the row of its voter's id mod this. */
export const TALLY_SHARDS = 16;

/**
 * A debate's pending tallies (docs/decisions/0001-vote-tallies.md): a vote adds to its shard's row (the voter's id mod
 * TALLY_SHARDS) instead of the debate's, so votes of one debate do not queue on one row's lock; voiding or restoring
 * a ballot adds its opposite or itself to the same shard. The roll-up (lib/server/votes/roll-up-tallies.ts) folds the
 * rows into debates.votes_a/votes_b/vote_total and deletes them, in one statement. A row may hold a negative number
 * (a void of a ballot already rolled up); the debate's rolled-up number plus its rows is the exact count, and since a
 * voter's ballot and its voids meet in one shard, the rolled-up numbers never go below zero (debates_tally_check).
 * `since`: when the row was created, so a roll-up finds the rows older than a few seconds.
 */
export const debateVoteTallies = pgTable(
  "debate_vote_tallies",
  {
    debateId: integer("debate_id")
      .notNull()
      .references(() => debates.id, { onDelete: "cascade" }),
    shard: smallint("shard").notNull(),
    votesA: integer("votes_a").notNull().default(0),
    votesB: integer("votes_b").notNull().default(0),
    since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.debateId, t.shard] }),
    check("debate_vote_tallies_shard_check", sql`${t.shard} >= 0 and ${t.shard} < ${sql.raw(String(TALLY_SHARDS))}`),
  ],
);

/**
 * A sealed entry of a public board (a ballot, a lean): its secret opening (32 random bytes, base64url; castVote passes
 * its own, the default serves every other insert), the public commitment and the place in its debate's order that
 * the table's before-insert trigger sets, and the action that voided it (docs/decisions/0017-integrity-ledger.md: a
 * ban or deletion for vote manipulation while the debate was open; it stays on the board, marked void with the
 * action's id, the tallies leave it out, and an appeal's reversal before the deadline sets it back to null).
 */
const sealedColumns = () => ({
  opening: text("opening")
    .notNull()
    .default(sql`${sql.raw(RANDOM_OPENING)}`),
  commitment: text("commitment").notNull().default(""),
  seq: integer("seq").notNull().default(0),
  voidActionId: integer("void_action_id").references((): AnyPgColumn => moderationActions.id, {
    onDelete: "restrict",
  }),
});

/** A published batch of a board: the same columns for ballots and leans. */
const batchColumns = () => ({
  debateId: integer("debate_id")
    .notNull()
    .references((): AnyPgColumn => debates.id, { onDelete: "cascade" }),
  index: integer("idx").notNull(),
  size: integer("size").notNull(),
  root: text("root").notNull(),
  // the batch's commitments, sorted, as a JSON array (the text the board answers; a published batch never changes)
  commitments: text("commitments").notNull(),
  createdAt: createdAt(),
});
const batchConstraints = (table: string) => (t: { debateId: AnyPgColumn; index: AnyPgColumn; size: AnyPgColumn }) => [
  primaryKey({ columns: [t.debateId, t.index] }),
  check(`${table}_size_check`, sql`${t.size} between 1 and 49`),
];

export const votes = pgTable(
  "votes",
  {
    id: serial("id").primaryKey(),
    debateId: integer("debate_id")
      .notNull()
      .references(() => debates.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    position: text("position", { enum: VOTE_POSITIONS }).notNull(),
    isAnonymous: boolean("is_anonymous").notNull().default(true),
    createdAt: createdAt(),
    // The ballot board (decisions.md 'A verdict anyone can check'): the trigger votes_ballot_before (drizzle/0006)
    // sets the commitment = hex SHA-256 of 'pv1|{debateId}|{side}|{opening}' and seq (the cast order, under the
    // debate's row lock); votes_ballot_after stores a batch's root as its 25th ballot arrives.
    ...sealedColumns(),
  },
  (t) => [
    uniqueIndex("votes_debate_user_key").on(t.debateId, t.userId),
    uniqueIndex("votes_debate_seq_key").on(t.debateId, t.seq),
    // a closed board lists its ballots in commitment order (bytewise, as every verifier sorts)
    index("votes_debate_commitment_idx").on(t.debateId, sql`${t.commitment} collate "C"`),
    check("votes_commitment_check", sql`${t.commitment} ~ '^[0-9a-f]{64}$'`),
    index("votes_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("votes_created_debate_idx").on(t.createdAt, t.debateId),
    check("votes_position_check", sql`${t.position} in ('A', 'B')`),
    // a debate's voided ballots (the ledger, the board); small, so restoring an action's ballots scans it whole
    index("votes_void_idx")
      .on(t.debateId, t.voidActionId)
      .where(sql`${t.voidActionId} is not null`),
  ],
);

/**
 * The integrity ledger's refused attempts (docs/decisions/0017-integrity-ledger.md): one counter per open debate and
 * rule, raised by one upsert per refusal. Counts only: nothing here says who tried.
 */
export const integrityRefusals = pgTable(
  "integrity_refusals",
  {
    debateId: integer("debate_id")
      .notNull()
      .references(() => debates.id, { onDelete: "cascade" }),
    // a ballot's refusal or a lean's
    kind: text("kind", { enum: REFUSAL_KINDS }).notNull().default("ballot"),
    rule: text("rule", { enum: REFUSAL_RULES }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.debateId, t.kind, t.rule] }),
    check("integrity_refusals_kind_check", inList("kind", REFUSAL_KINDS)),
    check("integrity_refusals_rule_check", inList("rule", REFUSAL_RULES)),
    check("integrity_refusals_count_check", sql`${t.count} >= 0`),
  ],
);

/**
 * Who has already been counted in a debate's ledger under a rule (docs/decisions/0017-integrity-ledger.md): one row per
 * debate, kind, rule and client, so a client's refusals count once however many it sends. The client is a keyed hash
 * (address-hash.ts: of the account for a member, of the network for a visitor), never an id or an address.
 */
export const integrityRefusalClients = pgTable(
  "integrity_refusal_clients",
  {
    debateId: integer("debate_id")
      .notNull()
      .references(() => debates.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REFUSAL_KINDS }).notNull(),
    rule: text("rule", { enum: REFUSAL_RULES }).notNull(),
    client: text("client").notNull(),
  },
  (t) => [primaryKey({ columns: [t.debateId, t.kind, t.rule, t.client] })],
);

/**
 * Published batches of a debate's ballot board: batch k holds the ballots of seq 25k+1 .. 25k+25, but a closed board's
 * last, which runs to its last ballot (25 to 49 of them; all of them below 25): drizzle/0011.
 */
export const ballotBatches = pgTable("ballot_batches", batchColumns(), batchConstraints("ballot_batches"));

/**
 * Where a member stood before watching (docs/decisions/0019-minds-changed.md): once per debate, before the
 * ballot, sealed like it. The trigger leans_before (drizzle/0015) sets the public commitment = hex SHA-256 of
 * 'pvlean1|{debateId}|{lean}|{late ? 1 : 0}|{opening}' and the lean's place in its debate's lean order (seq, from 1,
 * under the debate's row lock); leans_after publishes lean batches by the ballots' rules (lean_batches).
 */
export const leans = pgTable(
  "leans",
  {
    id: serial("id").primaryKey(),
    debateId: integer("debate_id")
      .notNull()
      .references(() => debates.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    lean: text("lean", { enum: LEANS }).notNull(),
    // recorded after the member's first play of the debate's video (video_plays): kept, left out of the swing
    late: boolean("late").notNull().default(false),
    // voided with the member's ballots (a ban or deletion for vote manipulation), restored with them
    ...sealedColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("leans_debate_user_key").on(t.debateId, t.userId),
    // a member's own leans ('Download my data', issue 36 item 5)
    index("leans_user_idx").on(t.userId),
    uniqueIndex("leans_debate_seq_key").on(t.debateId, t.seq),
    index("leans_debate_commitment_idx").on(t.debateId, sql`${t.commitment} collate "C"`),
    check("leans_commitment_check", sql`${t.commitment} ~ '^[0-9a-f]{64}$'`),
    check("leans_lean_check", inList("lean", LEANS)),
    index("leans_void_idx")
      .on(t.debateId, t.voidActionId)
      .where(sql`${t.voidActionId} is not null`),
  ],
);

/** Published batches of a debate's leans: the columns and the publication rules of ballot_batches. */
export const leanBatches = pgTable("lean_batches", batchColumns(), batchConstraints("lean_batches"));

/** A signed-in member's first play of a debate's video: a lean recorded after it is late. */
export const videoPlays = pgTable(
  "video_plays",
  {
    debateId: integer("debate_id")
      .notNull()
      .references(() => debates.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstPlayedAt: timestamp("first_played_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.debateId, t.userId] })],
);

export const comments = pgTable(
  "comments",
  {
    id: serial("id").primaryKey(),
    debateId: integer("debate_id")
      .notNull()
      .references(() => debates.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    parentId: integer("parent_id").references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    // the top-level comment of the thread (null for a top-level comment): a thread is read with one index lookup
    rootId: integer("root_id").references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    // A deleted comment with replies stays as '[deleted]' so its thread survives.
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("comments_debate_created_idx").on(t.debateId, t.createdAt),
    // top-level comments of a debate, newest first, paged by id
    index("comments_debate_top_idx")
      .on(t.debateId, t.id.desc())
      .where(sql`${t.parentId} is null`),
    index("comments_root_idx").on(t.rootId, t.id),
    index("comments_parent_idx").on(t.parentId),
    index("comments_user_idx").on(t.userId),
    check("comments_content_check", sql`char_length(btrim(${t.content})) > 0`),
  ],
);

export const commentLikes = pgTable(
  "comment_likes",
  {
    id: serial("id").primaryKey(),
    commentId: integer("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isLike: boolean("is_like").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("comment_likes_comment_user_key").on(t.commentId, t.userId),
    index("comment_likes_user_idx").on(t.userId),
  ],
);

export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    reportedBy: integer("reported_by").references(() => users.id, { onDelete: "set null" }),
    targetType: text("target_type", { enum: REPORT_TARGETS }).notNull(),
    targetId: integer("target_id").notNull(),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    description: text("description"),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("pending"),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reports_one_pending_key")
      .on(t.reportedBy, t.targetType, t.targetId)
      .where(sql`${t.status} = 'pending'`),
    // the staff list: newest first per status or over all, paged by (created_at, id) from the cursor's row
    index("reports_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("reports_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("reports_target_idx").on(t.targetType, t.targetId),
    // a member's own reports, every status ('Download my data', issue 36 item 5)
    index("reports_reported_by_idx").on(t.reportedBy, t.createdAt),
    // the transparency figures by month of decision (median time from a report to its decision)
    index("reports_reviewed_idx")
      .on(t.reviewedAt)
      .where(sql`${t.reviewedAt} is not null`),
    check("reports_target_type_check", inList("target_type", REPORT_TARGETS)),
    // reports_reason_check: written from REPORT_REASONS at every migration (lib/db/list-checks.ts)
    check("reports_status_check", inList("status", REPORT_STATUSES)),
    check("reports_target_id_check", sql`${t.targetId} >= 1`),
  ],
);

export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: serial("id").primaryKey(),
    moderatorId: integer("moderator_id").references(() => users.id, { onDelete: "set null" }),
    targetType: text("target_type", { enum: REPORT_TARGETS }).notNull(),
    targetId: integer("target_id").notNull(),
    action: text("action", { enum: MODERATION_ACTIONS }).notNull(),
    reason: text("reason").notNull(),
    // the rule applied: the report's reason when the action came from a report, else null (then the kind is the rule)
    rule: text("rule", { enum: REPORT_REASONS }),
    // hours; null means permanent
    duration: integer("duration"),
    createdAt: createdAt(),
  },
  (t) => [
    index("moderation_actions_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("moderation_actions_target_idx").on(t.targetType, t.targetId, t.createdAt.desc()),
    index("moderation_actions_moderator_idx").on(t.moderatorId),
    // the public transparency log: takedowns and punishments only, newest first, paged by (created_at, id)
    index("moderation_actions_public_log_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(inList("action", TRANSPARENCY_LOG_ACTIONS)),
    check("moderation_actions_action_check", inList("action", MODERATION_ACTIONS)),
    check("moderation_actions_target_type_check", inList("target_type", REPORT_TARGETS)),
    check("moderation_actions_duration_check", sql`${t.duration} is null or ${t.duration} > 0`),
    // moderation_actions_rule_check: written from REPORT_REASONS at every migration (lib/db/list-checks.ts)
  ],
);

// One appeal per action, by the person it affected, within 180 days (decisions.md 'Moderation people can trust').
export const appeals = pgTable(
  "appeals",
  {
    id: serial("id").primaryKey(),
    actionId: integer("action_id")
      .notNull()
      .references(() => moderationActions.id, { onDelete: "cascade" }),
    appellantId: integer("appellant_id").references(() => users.id, { onDelete: "set null" }),
    statement: text("statement").notNull(),
    status: text("status", { enum: APPEAL_STATUSES }).notNull().default("pending"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    // the decider's reason, told to the appellant
    reason: text("reason"),
    // the `reverse` action a reversal recorded
    reversalActionId: integer("reversal_action_id").references(() => moderationActions.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("appeals_action_key").on(t.actionId),
    // the staff list: pending first, then newest, per status or over all, paged by (created_at, id)
    index("appeals_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("appeals_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("appeals_appellant_idx").on(t.appellantId, t.createdAt.desc()),
    // figures by month of decision (transparency, median time to decision)
    index("appeals_decided_idx")
      .on(t.decidedAt)
      .where(sql`${t.decidedAt} is not null`),
    check("appeals_status_check", inList("status", APPEAL_STATUSES)),
    check("appeals_statement_check", sql`char_length(${t.statement}) between 10 and 2000`),
    check("appeals_decision_check", sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    senderId: integer("sender_id").references(() => users.id, { onDelete: "set null" }),
    type: text("type", { enum: MESSAGE_TYPES }).notNull().default("direct"),
    // set on reply notifications so 'Go to Comment' can open /debate/{id}#comment-{commentId}
    debateId: integer("debate_id").references(() => debates.id, { onDelete: "set null" }),
    commentId: integer("comment_id").references(() => comments.id, { onDelete: "set null" }),
    // set on 'results' messages: the verdict as it was at the close (lib/results/verdict.ts)
    verdict: jsonb("verdict").$type<Verdict>(),
    // set on moderation notices (takedown, warning, punishment, appeal decision) so the inbox can offer 'Appeal'
    actionId: integer("action_id").references(() => moderationActions.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_sender_idx").on(t.senderId),
    index("messages_action_idx").on(t.actionId),
    // one 'Results are in' message per debate, whoever closes it
    uniqueIndex("messages_results_debate_key")
      .on(t.debateId)
      .where(sql`${t.type} = 'results'`),
    check("messages_type_check", inList("type", MESSAGE_TYPES)),
  ],
);

export const messageParticipants = pgTable(
  "message_participants",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isRead: boolean("is_read").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("message_participants_message_user_key").on(t.messageId, t.userId),
    index("message_participants_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("message_participants_unread_idx")
      .on(t.userId)
      .where(sql`not ${t.isRead}`),
  ],
);

export const usernameHistory = pgTable(
  "username_history",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    oldUsername: text("old_username").notNull(),
    newUsername: text("new_username").notNull(),
    isVerified: boolean("is_verified").notNull().default(false),
    // the confirmation token of this change (auth_tokens holds its hash and expiry)
    tokenId: integer("token_id").references(() => authTokens.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("username_history_user_idx").on(t.userId, t.changedAt.desc())],
);

// Every emailed token (verification, reset, username and password change): only the SHA-256 is kept.
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: TOKEN_KINDS }).notNull(),
    tokenHash: text("token_hash").notNull(),
    // the pending value a confirmation applies: the new username, or the new password's hash
    payload: text("payload"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("auth_tokens_hash_key").on(t.tokenHash),
    index("auth_tokens_user_kind_idx").on(t.userId, t.kind),
    check("auth_tokens_kind_check", inList("kind", TOKEN_KINDS)),
  ],
);

// The development mailbox (demo mode only).
export const devMailbox = pgTable(
  "dev_mailbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    kind: text("kind").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("dev_mailbox_to_created_idx").on(sql`lower(${t.to})`, t.createdAt.desc())],
);

// rate-limiter-flexible's Drizzle store: one row per key and window.
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    expire: timestamp("expire", { withTimezone: true }),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);

// Proofs of work already spent at registration (docs/decisions/0016-proof-of-work.md): one row per challenge, kept
// until the challenge expires so none is used twice, then pruned.
export const spentChallenges = pgTable(
  "spent_challenges",
  {
    nonce: text("nonce").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("spent_challenges_expires_at_idx").on(t.expiresAt)],
);

// An account's passkeys (WebAuthn credentials, docs/decisions/0025-passkeys.md): the credential's id and public key as
// base64url, its signature counter and backup flags as the last sign-in reported them, and the name its owner gave it.
export const passkeys = pgTable(
  "passkey",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialId: text("credential_id").notNull(),
    publicKey: text("public_key").notNull(),
    // a uint32 (WebAuthn's signCount); 0 for authenticators that keep no counter
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    // 'singleDevice' or 'multiDevice' (synced), from the backup-eligible flag at registration
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull().default(false),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("passkey_credential_id_key").on(t.credentialId), index("passkey_user_idx").on(t.userId)],
);

// WebAuthn challenges not yet answered (docs/decisions/0025-passkeys.md): the SHA-256 of each, what it was issued for
// and to whom (registration: the signed-in account; sign-in: nobody yet). Taken once by a delete; expired rows are
// pruned as new ones are written. With REDIS_URL they live in Redis instead.
export const passkeyChallenges = pgTable(
  "passkey_challenge",
  {
    challengeHash: text("challenge_hash").primaryKey(),
    purpose: text("purpose").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("passkey_challenge_expires_at_idx").on(t.expiresAt),
    check("passkey_challenge_purpose_check", inList("purpose", ["register", "sign-in"])),
  ],
);
