-- The report reason checks leave drizzle's hands: lib/db/list-checks.ts writes them from REPORT_REASONS right after
-- the migrations run (lib/db/migrate.ts), so a new reason needs no migration (docs/adding-a-report-reason.md).
ALTER TABLE "moderation_actions" DROP CONSTRAINT IF EXISTS "moderation_actions_rule_check";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT IF EXISTS "reports_reason_check";
