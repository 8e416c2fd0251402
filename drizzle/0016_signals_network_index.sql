-- The staff's signals (issue 25 item 6): same-network neighbours are found by one ordered index-only pass, so the
-- user id joins the key; accounts without a network (registered before networks were kept) stay out of it.
DROP INDEX "users_registration_network_idx";--> statement-breakpoint
CREATE INDEX "users_registration_network_idx" ON "users" USING btree ("registration_network","joined_at","id") WHERE "users"."registration_network" is not null;