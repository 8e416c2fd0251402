-- Votes leave the debate row (issue 37; docs/decisions/0001-vote-tallies.md): a vote adds to its shard's row here, and
-- a roll-up folds the rows into debates.votes_a/votes_b/vote_total. drizzle-kit generated the DDL. The existing
-- tallies move by staying where they are: debates' numbers become the rolled-up part, and with no shard rows yet each
-- exact count (rolled-up plus rows) equals them; debates_tally_check keeps holding on the rolled-up numbers.
CREATE TABLE "debate_vote_tallies" (
	"debate_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"votes_a" integer DEFAULT 0 NOT NULL,
	"votes_b" integer DEFAULT 0 NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debate_vote_tallies_debate_id_shard_pk" PRIMARY KEY("debate_id","shard"),
	CONSTRAINT "debate_vote_tallies_shard_check" CHECK ("debate_vote_tallies"."shard" >= 0 and "debate_vote_tallies"."shard" < 16)
);
--> statement-breakpoint
ALTER TABLE "debate_vote_tallies" ADD CONSTRAINT "debate_vote_tallies_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;