CREATE TABLE "associate_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"site_id" text NOT NULL,
	"store_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"action" text NOT NULL,
	"consumer_id" text,
	"subject" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "max_price_adjustment_bp" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
CREATE INDEX "associate_audit_store_at_idx" ON "associate_audit" USING btree ("store_id","at");--> statement-breakpoint
CREATE INDEX "associate_audit_employee_idx" ON "associate_audit" USING btree ("employee_id","at");