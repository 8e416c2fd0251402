ALTER TABLE "messages" DROP CONSTRAINT "messages_type_check";--> statement-breakpoint
ALTER TABLE "debates" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "verdict" jsonb;--> statement-breakpoint
CREATE INDEX "debates_due_idx" ON "debates" USING btree ("voting_ends_at","id") WHERE "debates"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "debates_closed_idx" ON "debates" USING btree ("id") WHERE "debates"."closed_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_results_debate_key" ON "messages" USING btree ("debate_id") WHERE "messages"."type" = 'results';--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_type_check" CHECK (type in ('direct', 'mass', 'reply', 'results'));
--> statement-breakpoint
-- Debates whose deadline passed before closing existed count as closed (0006 has already published their boards'
-- last batches): their voters are not sent results long after the fact. lib/server/results/close-due-debates.ts
-- closes every later one exactly once.
UPDATE "debates" SET "closed_at" = "voting_ends_at" WHERE "voting_ends_at" <= now();
