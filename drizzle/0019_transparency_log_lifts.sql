-- The public log (issue 34 item 9): a staff member's lift of a suspension or ban, and a reactivation, are entries of
-- their own beside the punishment they ended, so the log's partial index takes them in.
DROP INDEX "moderation_actions_public_log_idx";--> statement-breakpoint
CREATE INDEX "moderation_actions_public_log_idx" ON "moderation_actions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE action in ('takedown', 'warn', 'suspend', 'ban', 'delete', 'lift', 'reactivate');