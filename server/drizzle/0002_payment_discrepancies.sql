CREATE TABLE "payment_discrepancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"order_num" varchar(64) NOT NULL,
	"refund_no" varchar(64) DEFAULT '' NOT NULL,
	"amount_fen" integer,
	"provider_ref" varchar(64),
	"detail" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer
);
--> statement-breakpoint
ALTER TABLE "payment_discrepancies" ADD CONSTRAINT "payment_discrepancies_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_discrepancies_item_idx" ON "payment_discrepancies" USING btree ("provider","kind","order_num","refund_no");--> statement-breakpoint
CREATE INDEX "payment_discrepancies_open_idx" ON "payment_discrepancies" USING btree ("resolved_at","created_at");