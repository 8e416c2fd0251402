-- 'Download my data' (issue 36 item 5): a member's own leans and own reports (every status) are read by the member's id.
CREATE INDEX "leans_user_idx" ON "leans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reports_reported_by_idx" ON "reports" USING btree ("reported_by","created_at");