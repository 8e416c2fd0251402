CREATE TABLE "integrity_refusals" (
	"debate_id" integer NOT NULL,
	"rule" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "integrity_refusals_debate_id_rule_pk" PRIMARY KEY("debate_id","rule"),
	CONSTRAINT "integrity_refusals_rule_check" CHECK (rule in ('limit', 'proof_of_work', 'account', 'second_vote')),
	CONSTRAINT "integrity_refusals_count_check" CHECK ("integrity_refusals"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "void_action_id" integer;--> statement-breakpoint
ALTER TABLE "integrity_refusals" ADD CONSTRAINT "integrity_refusals_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_void_action_id_moderation_actions_id_fk" FOREIGN KEY ("void_action_id") REFERENCES "public"."moderation_actions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "votes_void_idx" ON "votes" USING btree ("debate_id","void_action_id") WHERE "votes"."void_action_id" is not null;