CREATE TABLE "content_generation" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_generation_single_row_check" CHECK ("content_generation"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "moderation_actions_created_idx";--> statement-breakpoint
DROP INDEX "reports_status_created_idx";--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_actions_created_idx" ON "moderation_actions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);