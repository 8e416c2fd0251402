-- The ballot board (issue 18). drizzle-kit generated the DDL; the functions, the backfill of existing votes and the
-- triggers below are written by hand into the same migration, because the backfill must run after the new columns
-- exist and before their unique index and check constraint do.
CREATE TABLE "ballot_batches" (
	"debate_id" integer NOT NULL,
	"idx" integer NOT NULL,
	"size" integer NOT NULL,
	"root" text NOT NULL,
	"commitments" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ballot_batches_debate_id_idx_pk" PRIMARY KEY("debate_id","idx"),
	CONSTRAINT "ballot_batches_size_check" CHECK ("ballot_batches"."size" between 1 and 25)
);
--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "opening" text DEFAULT rtrim(translate(encode(sha256(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid())), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "commitment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ballot_batches" ADD CONSTRAINT "ballot_batches_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The formulas of decisions.md 'A verdict anyone can check' live here, once, in SQL.
-- commitment = lowercase hex SHA-256 of the UTF-8 string 'pv1|{debateId}|{side}|{opening}'
CREATE FUNCTION ballot_commitment(p_debate integer, p_side text, p_opening text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT encode(sha256(convert_to('pv1|' || p_debate || '|' || p_side || '|' || p_opening, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- batch k of a debate: its ballots seq 25k+1 .. 25k+25; root = hex SHA-256 of (root of batch k-1, or 64 zeros) + '\n'
-- + the batch's commitments sorted (bytewise) and joined by '\n'; commitments: the same sorted list as a JSON array.
-- All null when batch k is empty or batch k-1 is not stored (a gap must fail, not hide).
CREATE FUNCTION ballot_batch(p_debate integer, p_idx integer, OUT size integer, OUT root text, OUT commitments text)
LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer,
    encode(sha256(convert_to(
      CASE WHEN p_idx = 0 THEN repeat('0', 64)
           ELSE (SELECT b.root FROM ballot_batches b WHERE b.debate_id = p_debate AND b.idx = p_idx - 1) END
      || E'\n' || string_agg(commitment, E'\n' ORDER BY commitment COLLATE "C"), 'UTF8')), 'hex'),
    '["' || string_agg(commitment, '","' ORDER BY commitment COLLATE "C") || '"]'
  FROM votes WHERE debate_id = p_debate AND seq BETWEEN p_idx * 25 + 1 AND p_idx * 25 + 25
  HAVING count(*) > 0
$$;--> statement-breakpoint
-- the last root of a debate's board: once its deadline has passed, the last batch's (the partial one computed if
-- closing has not stored it yet); before, the last published (full) batch's
CREATE FUNCTION ballot_last_root(p_debate integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN n.total = 0 THEN NULL
    WHEN d.voting_ends_at <= now() THEN coalesce(
      (SELECT root FROM ballot_batches WHERE debate_id = p_debate AND idx = (n.total - 1) / 25),
      (ballot_batch(p_debate, (n.total - 1) / 25)).root)
    ELSE (SELECT root FROM ballot_batches WHERE debate_id = p_debate AND size = 25 ORDER BY idx DESC LIMIT 1) END
  FROM debates d, (SELECT coalesce(max(seq), 0) AS total FROM votes WHERE debate_id = p_debate) n
  WHERE d.id = p_debate
$$;--> statement-breakpoint
-- Publishes, in cast order, every batch of a debate (or of every debate) that should be and is not: the full
-- ones, and the last, partial one once the deadline has passed. Idempotent; answers how many it stored. Used by
-- this migration, by closing (lib/server/ballots/close-board.ts) and by bulk loads that set seq themselves.
CREATE FUNCTION ballot_publish_batches(p_debate integer DEFAULT NULL) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  b record;
  stored integer := 0;
BEGIN
  FOR b IN
    SELECT n.debate_id, k
    FROM (SELECT debate_id, max(seq) AS total FROM votes
          WHERE p_debate IS NULL OR debate_id = p_debate GROUP BY debate_id) n
    JOIN debates d ON d.id = n.debate_id, generate_series(0, (n.total - 1) / 25) k
    WHERE ((k + 1) * 25 <= n.total OR d.voting_ends_at <= now())
      AND NOT EXISTS (SELECT 1 FROM ballot_batches x WHERE x.debate_id = n.debate_id AND x.idx = k)
    ORDER BY n.debate_id, k
  LOOP
    INSERT INTO ballot_batches (debate_id, idx, size, root, commitments)
    SELECT b.debate_id, b.k, x.size, x.root, x.commitments FROM ballot_batch(b.debate_id, b.k) x
    ON CONFLICT (debate_id, idx) DO NOTHING;
    IF FOUND THEN stored := stored + 1; END IF;
  END LOOP;
  RETURN stored;
END $$;--> statement-breakpoint
-- Existing votes (their openings came from the column default, one per row): their place in cast order and their
-- commitments, then their batches, in batches by cast order (the last, partial one where the deadline has passed).
UPDATE votes SET seq = o.n, commitment = ballot_commitment(votes.debate_id, votes.position, votes.opening)
FROM (SELECT id, row_number() OVER (PARTITION BY debate_id ORDER BY created_at, id) AS n FROM votes) o
WHERE o.id = votes.id;--> statement-breakpoint
CREATE UNIQUE INDEX "votes_debate_seq_key" ON "votes" USING btree ("debate_id","seq");--> statement-breakpoint
CREATE INDEX "votes_debate_commitment_idx" ON "votes" USING btree ("debate_id","commitment" collate "C");--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_commitment_check" CHECK ("votes"."commitment" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
SELECT ballot_publish_batches();--> statement-breakpoint
-- Every new ballot: its place in its debate's cast order, taken under the debate's row lock (so concurrent ballots
-- of one debate queue, and a batch is published only once all its ballots are in), and its commitment.
CREATE FUNCTION votes_ballot_before() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM debates WHERE id = NEW.debate_id FOR NO KEY UPDATE;
  NEW.seq := coalesce((SELECT max(seq) FROM votes WHERE debate_id = NEW.debate_id), 0) + 1;
  NEW.commitment := ballot_commitment(NEW.debate_id, NEW.position, NEW.opening);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER votes_ballot_before BEFORE INSERT ON votes FOR EACH ROW EXECUTE FUNCTION votes_ballot_before();--> statement-breakpoint
-- A batch is published when it fills: its 25th ballot stores it, in the ballot's own transaction.
CREATE FUNCTION votes_ballot_after() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.seq % 25 = 0 THEN
    INSERT INTO ballot_batches (debate_id, idx, size, root, commitments)
    SELECT NEW.debate_id, NEW.seq / 25 - 1, x.size, x.root, x.commitments FROM ballot_batch(NEW.debate_id, NEW.seq / 25 - 1) x;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER votes_ballot_after AFTER INSERT ON votes FOR EACH ROW EXECUTE FUNCTION votes_ballot_after();