-- Minds changed (issue 26; docs/decisions/0019-minds-changed.md): leans, their batches, first plays of a debate's
-- video, and the integrity ledger's kind (a ballot's refusal or a lean's). drizzle-kit generated the DDL (the
-- integrity_refusals kind column moved by hand before the primary key that names it); the functions and triggers
-- below the marked line are written by hand. They mirror the ballots' (drizzle/0006, 0014) over leans, so a lean
-- board is published, sealed and checked exactly as a ballot board is.
CREATE TABLE "lean_batches" (
	"debate_id" integer NOT NULL,
	"idx" integer NOT NULL,
	"size" integer NOT NULL,
	"root" text NOT NULL,
	"commitments" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lean_batches_debate_id_idx_pk" PRIMARY KEY("debate_id","idx"),
	CONSTRAINT "lean_batches_size_check" CHECK ("lean_batches"."size" between 1 and 49)
);
--> statement-breakpoint
CREATE TABLE "leans" (
	"id" serial PRIMARY KEY NOT NULL,
	"debate_id" integer NOT NULL,
	"user_id" integer,
	"lean" text NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"opening" text DEFAULT rtrim(translate(encode(sha256(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid())), 'base64'), '+/', '-_'), '=') NOT NULL,
	"commitment" text DEFAULT '' NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"void_action_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leans_commitment_check" CHECK ("leans"."commitment" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "leans_lean_check" CHECK (lean in ('A', 'B', 'undecided'))
);
--> statement-breakpoint
CREATE TABLE "video_plays" (
	"debate_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"first_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_plays_debate_id_user_id_pk" PRIMARY KEY("debate_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "integrity_refusals" DROP CONSTRAINT "integrity_refusals_debate_id_rule_pk";--> statement-breakpoint
ALTER TABLE "integrity_refusals" ADD COLUMN "kind" text DEFAULT 'ballot' NOT NULL;--> statement-breakpoint
ALTER TABLE "integrity_refusals" ADD CONSTRAINT "integrity_refusals_debate_id_kind_rule_pk" PRIMARY KEY("debate_id","kind","rule");--> statement-breakpoint
ALTER TABLE "lean_batches" ADD CONSTRAINT "lean_batches_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leans" ADD CONSTRAINT "leans_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leans" ADD CONSTRAINT "leans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leans" ADD CONSTRAINT "leans_void_action_id_moderation_actions_id_fk" FOREIGN KEY ("void_action_id") REFERENCES "public"."moderation_actions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_plays" ADD CONSTRAINT "video_plays_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_plays" ADD CONSTRAINT "video_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leans_debate_user_key" ON "leans" USING btree ("debate_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leans_debate_seq_key" ON "leans" USING btree ("debate_id","seq");--> statement-breakpoint
CREATE INDEX "leans_debate_commitment_idx" ON "leans" USING btree ("debate_id","commitment" collate "C");--> statement-breakpoint
CREATE INDEX "leans_void_idx" ON "leans" USING btree ("debate_id","void_action_id") WHERE "leans"."void_action_id" is not null;--> statement-breakpoint
ALTER TABLE "integrity_refusals" ADD CONSTRAINT "integrity_refusals_kind_check" CHECK (kind in ('ballot', 'lean'));--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------------------------
-- Hand-written below.
-- commitment = lowercase hex SHA-256 of the UTF-8 string 'pvlean1|{debateId}|{lean}|{late ? 1 : 0}|{opening}'
CREATE FUNCTION lean_commitment(p_debate integer, p_lean text, p_late boolean, p_opening text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT encode(sha256(convert_to(
    'pvlean1|' || p_debate || '|' || p_lean || '|' || CASE WHEN p_late THEN '1' ELSE '0' END || '|' || p_opening,
    'UTF8')), 'hex')
$$;--> statement-breakpoint
-- lean batch k of a debate: its leans seq 25k+1 .. p_last; root = hex SHA-256 of (root of lean batch k-1, or 64 zeros)
-- + '\n' + the batch's commitments sorted (bytewise) and joined by '\n'; commitments: the same sorted list as a JSON
-- array. All null when the batch is empty or batch k-1 is not stored. (ballot_batch over leans.)
CREATE FUNCTION lean_batch(p_debate integer, p_idx integer, p_last integer, OUT size integer, OUT root text, OUT commitments text)
LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer,
    encode(sha256(convert_to(
      CASE WHEN p_idx = 0 THEN repeat('0', 64)
           ELSE (SELECT b.root FROM lean_batches b WHERE b.debate_id = p_debate AND b.idx = p_idx - 1) END
      || E'\n' || string_agg(commitment, E'\n' ORDER BY commitment COLLATE "C"), 'UTF8')), 'hex'),
    '["' || string_agg(commitment, '","' ORDER BY commitment COLLATE "C") || '"]'
  FROM leans WHERE debate_id = p_debate AND seq BETWEEN p_idx * 25 + 1 AND p_last
  HAVING count(*) > 0
$$;--> statement-breakpoint
-- the last root of a debate's lean board: once its deadline has passed, the last batch's (computed if closing has not
-- stored it yet); before, the last published batch's. (ballot_last_root over leans.)
CREATE FUNCTION lean_last_root(p_debate integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN n.total = 0 THEN NULL
    WHEN d.voting_ends_at <= now() THEN coalesce(
      (SELECT root FROM lean_batches WHERE debate_id = p_debate AND idx = ballot_last_idx(n.total)),
      (lean_batch(p_debate, ballot_last_idx(n.total), n.total)).root)
    ELSE (SELECT root FROM lean_batches WHERE debate_id = p_debate ORDER BY idx DESC LIMIT 1) END
  FROM debates d, (SELECT coalesce(max(seq), 0) AS total FROM leans WHERE debate_id = p_debate) n
  WHERE d.id = p_debate
$$;--> statement-breakpoint
-- Publishes, in lean order, every lean batch of a debate (or of every debate) that should be and is not: while open,
-- each batch whose next batch is full; once the deadline has passed, all of them, the last through the last lean.
-- Idempotent; answers how many it stored. (ballot_publish_batches over leans; closing calls both.)
CREATE FUNCTION lean_publish_batches(p_debate integer DEFAULT NULL) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  b record;
  stored integer := 0;
BEGIN
  FOR b IN
    SELECT n.debate_id, k, n.total, d.voting_ends_at <= now() AND k = ballot_last_idx(n.total) AS last
    FROM (SELECT debate_id, max(seq) AS total FROM leans
          WHERE p_debate IS NULL OR debate_id = p_debate GROUP BY debate_id) n
    JOIN debates d ON d.id = n.debate_id, generate_series(0, ballot_last_idx(n.total)) k
    WHERE ((k + 2) * 25 <= n.total OR d.voting_ends_at <= now())
      AND NOT EXISTS (SELECT 1 FROM lean_batches x WHERE x.debate_id = n.debate_id AND x.idx = k)
    ORDER BY n.debate_id, k
  LOOP
    INSERT INTO lean_batches (debate_id, idx, size, root, commitments)
    SELECT b.debate_id, b.k, x.size, x.root, x.commitments
    FROM lean_batch(b.debate_id, b.k, CASE WHEN b.last THEN b.total ELSE b.k * 25 + 25 END) x
    ON CONFLICT (debate_id, idx) DO NOTHING;
    IF FOUND THEN stored := stored + 1; END IF;
  END LOOP;
  RETURN stored;
END $$;--> statement-breakpoint
-- Every new lean: its place in its debate's lean order, taken under the debate's row lock (concurrent leans of one
-- debate queue, and a batch is published only once all its leans are in), and its commitment (over its late flag).
-- A lean comes before its member's ballot: under the same lock a ballot's insert takes (votes_ballot_before), a fresh
-- look at the votes finds one committed meanwhile, and the lean is skipped (no row: recordLean answers ALREADY_VOTED).
CREATE FUNCTION leans_before() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM debates WHERE id = NEW.debate_id FOR NO KEY UPDATE;
  IF EXISTS (SELECT 1 FROM votes WHERE debate_id = NEW.debate_id AND user_id = NEW.user_id) THEN
    RETURN NULL;
  END IF;
  NEW.seq := coalesce((SELECT max(seq) FROM leans WHERE debate_id = NEW.debate_id), 0) + 1;
  NEW.commitment := lean_commitment(NEW.debate_id, NEW.lean, NEW.late, NEW.opening);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER leans_before BEFORE INSERT ON leans FOR EACH ROW EXECUTE FUNCTION leans_before();--> statement-breakpoint
-- The lean that fills batch k + 1 publishes batch k, in the lean's own transaction (held one behind while open).
CREATE FUNCTION leans_after() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.seq % 25 = 0 AND NEW.seq >= 50 THEN
    INSERT INTO lean_batches (debate_id, idx, size, root, commitments)
    SELECT NEW.debate_id, NEW.seq / 25 - 2, x.size, x.root, x.commitments
    FROM lean_batch(NEW.debate_id, NEW.seq / 25 - 2, NEW.seq - 25) x;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leans_after AFTER INSERT ON leans FOR EACH ROW EXECUTE FUNCTION leans_after();
