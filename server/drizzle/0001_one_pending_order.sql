-- Databases that already hold several pending orders of one member for one course (concurrent purchases on PostgreSQL) keep the newest and close the others, so the unique index can be built.
UPDATE "orders" SET "status" = 'expired' WHERE "status" = 'pending' AND "id" NOT IN (SELECT max("id") FROM "orders" WHERE "status" = 'pending' GROUP BY "user_id", "course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending_idx" ON "orders" USING btree ("user_id","course_id") WHERE "orders"."status" = 'pending';
