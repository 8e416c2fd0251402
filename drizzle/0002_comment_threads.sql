ALTER TABLE "comments" ADD COLUMN "root_id" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_root_id_comments_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_debate_top_idx" ON "comments" USING btree ("debate_id","id" DESC NULLS LAST) WHERE "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "comments_root_idx" ON "comments" USING btree ("root_id","id");