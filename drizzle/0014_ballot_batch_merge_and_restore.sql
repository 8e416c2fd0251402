-- Issue 24 item 1b: no published batch singles a voter out (decisions.md 'Vote integrity'). drizzle-kit generated the
-- two constraint lines; the rest is written by hand.
--
-- A debate of n ballots (n >= 25) ends with one batch of 25 + (n mod 25) ballots, 25 to 49: the last short batch
-- joins the one before it. So that nobody can subtract a list published earlier and isolate the short batch's
-- ballots, the batch before stays unpublished while voting is open: batch k is published when batch k + 1 fills
-- (its 50th ballot after batch k's first), and at the deadline the held batch and the rest are published as one.
-- Below 25 ballots the board has one batch of all of them. The board only ever grows: nothing published changes.
ALTER TABLE "ballot_batches" DROP CONSTRAINT "ballot_batches_size_check";--> statement-breakpoint
ALTER TABLE "ballot_batches" ADD CONSTRAINT "ballot_batches_size_check" CHECK ("ballot_batches"."size" between 1 and 49);--> statement-breakpoint
-- the index of a board's last batch once closed, for n ballots (n > 0)
CREATE FUNCTION ballot_last_idx(p_total integer) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT greatest(p_total / 25, 1) - 1 $$;--> statement-breakpoint
DROP FUNCTION ballot_batch(integer, integer);--> statement-breakpoint
-- batch k of a debate: its ballots seq 25k+1 .. p_last (25k+25 but for a closed board's last batch); root = hex
-- SHA-256 of (root of batch k-1, or 64 zeros) + '\n' + the batch's commitments sorted (bytewise) and joined by '\n';
-- commitments: the same sorted list as a JSON array. All null when the batch is empty or batch k-1 is not stored.
CREATE FUNCTION ballot_batch(p_debate integer, p_idx integer, p_last integer, OUT size integer, OUT root text, OUT commitments text)
LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer,
    encode(sha256(convert_to(
      CASE WHEN p_idx = 0 THEN repeat('0', 64)
           ELSE (SELECT b.root FROM ballot_batches b WHERE b.debate_id = p_debate AND b.idx = p_idx - 1) END
      || E'\n' || string_agg(commitment, E'\n' ORDER BY commitment COLLATE "C"), 'UTF8')), 'hex'),
    '["' || string_agg(commitment, '","' ORDER BY commitment COLLATE "C") || '"]'
  FROM votes WHERE debate_id = p_debate AND seq BETWEEN p_idx * 25 + 1 AND p_last
  HAVING count(*) > 0
$$;--> statement-breakpoint
-- the last root of a debate's board: once its deadline has passed, the last batch's (computed if closing has not
-- stored it yet); before, the last published batch's
CREATE OR REPLACE FUNCTION ballot_last_root(p_debate integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN n.total = 0 THEN NULL
    WHEN d.voting_ends_at <= now() THEN coalesce(
      (SELECT root FROM ballot_batches WHERE debate_id = p_debate AND idx = ballot_last_idx(n.total)),
      (ballot_batch(p_debate, ballot_last_idx(n.total), n.total)).root)
    ELSE (SELECT root FROM ballot_batches WHERE debate_id = p_debate ORDER BY idx DESC LIMIT 1) END
  FROM debates d, (SELECT coalesce(max(seq), 0) AS total FROM votes WHERE debate_id = p_debate) n
  WHERE d.id = p_debate
$$;--> statement-breakpoint
-- Publishes, in cast order, every batch of a debate (or of every debate) that should be and is not: while open, each
-- batch whose next batch is full; once the deadline has passed, all of them, the last through the last ballot.
-- Idempotent; answers how many it stored.
CREATE OR REPLACE FUNCTION ballot_publish_batches(p_debate integer DEFAULT NULL) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  b record;
  stored integer := 0;
BEGIN
  FOR b IN
    SELECT n.debate_id, k, n.total, d.voting_ends_at <= now() AND k = ballot_last_idx(n.total) AS last
    FROM (SELECT debate_id, max(seq) AS total FROM votes
          WHERE p_debate IS NULL OR debate_id = p_debate GROUP BY debate_id) n
    JOIN debates d ON d.id = n.debate_id, generate_series(0, ballot_last_idx(n.total)) k
    WHERE ((k + 2) * 25 <= n.total OR d.voting_ends_at <= now())
      AND NOT EXISTS (SELECT 1 FROM ballot_batches x WHERE x.debate_id = n.debate_id AND x.idx = k)
    ORDER BY n.debate_id, k
  LOOP
    INSERT INTO ballot_batches (debate_id, idx, size, root, commitments)
    SELECT b.debate_id, b.k, x.size, x.root, x.commitments
    FROM ballot_batch(b.debate_id, b.k, CASE WHEN b.last THEN b.total ELSE b.k * 25 + 25 END) x
    ON CONFLICT (debate_id, idx) DO NOTHING;
    IF FOUND THEN stored := stored + 1; END IF;
  END LOOP;
  RETURN stored;
END $$;--> statement-breakpoint
-- The ballot that fills batch k + 1 publishes batch k, in the ballot's own transaction.
CREATE OR REPLACE FUNCTION votes_ballot_after() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.seq % 25 = 0 AND NEW.seq >= 50 THEN
    INSERT INTO ballot_batches (debate_id, idx, size, root, commitments)
    SELECT NEW.debate_id, NEW.seq / 25 - 2, x.size, x.root, x.commitments
    FROM ballot_batch(NEW.debate_id, NEW.seq / 25 - 2, NEW.seq - 25) x;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Boards published under the old rule: an open board's last batch, published when it filled, is held again until
-- the next one fills; a closed board whose last batch is short gets it merged into the one before (its last root
-- changes once, here). Then every batch due under the new rule is stored.
DELETE FROM ballot_batches b USING debates d, (SELECT debate_id, max(seq) AS total FROM votes GROUP BY debate_id) n
WHERE d.id = b.debate_id AND n.debate_id = b.debate_id
  AND b.idx >= ballot_last_idx(n.total)
  AND (d.voting_ends_at > now() OR n.total % 25 <> 0);--> statement-breakpoint
SELECT ballot_publish_batches();
--> statement-breakpoint
ALTER TABLE "appeals" DROP CONSTRAINT "appeals_status_check";--> statement-breakpoint
ALTER TABLE "moderation_actions" DROP CONSTRAINT "moderation_actions_action_check";--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_status_check" CHECK (status in ('pending', 'upheld', 'reversed', 'moot'));--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_action_check" CHECK (action in ('warn', 'suspend', 'ban', 'remove', 'takedown', 'delete', 'reactivate', 'lift', 'role_change', 'reverse', 'restore'));