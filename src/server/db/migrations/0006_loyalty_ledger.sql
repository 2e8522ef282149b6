CREATE TABLE "loyalty_earn_rates" (
	"site_id" text NOT NULL,
	"currency" text NOT NULL,
	"points" integer NOT NULL,
	"per_minor" integer NOT NULL,
	CONSTRAINT "loyalty_earn_rates_site_id_currency_pk" PRIMARY KEY("site_id","currency"),
	CONSTRAINT "loyalty_earn_rates_positive" CHECK ("loyalty_earn_rates"."points" >= 0 and "loyalty_earn_rates"."per_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_voucher_kinds" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"currency" text NOT NULL,
	"points" integer NOT NULL,
	"amount" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "loyalty_voucher_kinds_positive" CHECK ("loyalty_voucher_kinds"."points" > 0 and "loyalty_voucher_kinds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"site_id" text NOT NULL,
	"kind_id" text NOT NULL,
	"code" text NOT NULL,
	"currency" text NOT NULL,
	"points" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ledger_entry_id" text NOT NULL,
	"order_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_vouchers_status" CHECK ("loyalty_vouchers"."status" in ('active', 'redeemed', 'expired', 'cancelled')),
	CONSTRAINT "loyalty_vouchers_positive" CHECK ("loyalty_vouchers"."points" > 0 and "loyalty_vouchers"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "loyalty_ledger_consumer_idx";--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "loyalty_referred_by" text;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "kind" text;--> statement-breakpoint
-- Entries written before kinds existed: placement spent (negative), a cancel or failed payment gave back (positive).
UPDATE "loyalty_ledger" SET "kind" = CASE WHEN "delta" < 0 THEN 'spend' ELSE 'reverse' END;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "state" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "remaining" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "linked_entry_id" text;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "matures_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A give-back written before links existed names the spend it undid, so a later reversal of that order cannot give the points back twice.
UPDATE "loyalty_ledger" AS r SET "linked_entry_id" = s."id" FROM "loyalty_ledger" AS s
WHERE r."kind" = 'reverse' AND r."linked_entry_id" IS NULL AND s."kind" = 'spend' AND s."order_id" = r."order_id" AND s."consumer_id" = r."consumer_id" AND r."delta" = -s."delta"
  AND (SELECT count(*) FROM "loyalty_ledger" x WHERE x."order_id" = r."order_id" AND x."consumer_id" = r."consumer_id" AND x."kind" = 'spend') = 1
  AND (SELECT count(*) FROM "loyalty_ledger" x WHERE x."order_id" = r."order_id" AND x."consumer_id" = r."consumer_id" AND x."kind" = 'reverse') = 1;--> statement-breakpoint
ALTER TABLE "loyalty_vouchers" ADD CONSTRAINT "loyalty_vouchers_kind_id_loyalty_voucher_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."loyalty_voucher_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_voucher_kinds_key_idx" ON "loyalty_voucher_kinds" USING btree ("site_id","currency","points");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_vouchers_code_idx" ON "loyalty_vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "loyalty_vouchers_consumer_idx" ON "loyalty_vouchers" USING btree ("consumer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_member_id_idx" ON "consumers" USING btree ("site_id","member_id") WHERE "consumers"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "loyalty_ledger_due_idx" ON "loyalty_ledger" USING btree ("state","matures_at");--> statement-breakpoint
CREATE INDEX "loyalty_ledger_expiry_idx" ON "loyalty_ledger" USING btree ("state","expires_at") WHERE "loyalty_ledger"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "loyalty_ledger_order_idx" ON "loyalty_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_one_earn_per_order_idx" ON "loyalty_ledger" USING btree ("order_id") WHERE "loyalty_ledger"."kind" = 'earn';--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_one_link_idx" ON "loyalty_ledger" USING btree ("linked_entry_id") WHERE "loyalty_ledger"."linked_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "loyalty_ledger_consumer_idx" ON "loyalty_ledger" USING btree ("consumer_id","created_at");--> statement-breakpoint
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_loyalty_points_non_negative" CHECK ("consumers"."loyalty_points" >= 0);--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_kind" CHECK ("loyalty_ledger"."kind" in ('earn', 'spend', 'reverse', 'expire', 'voucher'));--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_state" CHECK ("loyalty_ledger"."state" in ('pending', 'active', 'expired', 'cancelled'));--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_remaining" CHECK ("loyalty_ledger"."remaining" >= 0 and "loyalty_ledger"."remaining" <= greatest("loyalty_ledger"."delta", 0));