ALTER TABLE "remote_load_events" ADD COLUMN "ticket" varchar(16);--> statement-breakpoint
ALTER TABLE "remote_load_events" ADD COLUMN "network" varchar(16);--> statement-breakpoint
CREATE UNIQUE INDEX "remote_load_events_ticket_idx" ON "remote_load_events" USING btree ("ticket","remote","version","kind");