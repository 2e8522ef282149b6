CREATE TABLE "cart_items" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"line_key" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"qty" integer NOT NULL,
	"max_qty" integer NOT NULL,
	"delivery" text DEFAULT 'home' NOT NULL,
	"store_id" text,
	"gift_option" jsonb,
	"custom_amount" integer,
	"recipe_id" text,
	"precreated_customs_code" text,
	"product_image_url" text,
	"pdp_url" text,
	"bonus" boolean DEFAULT false NOT NULL,
	"promotion_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_qty_positive" CHECK ("cart_items"."qty" > 0 and "cart_items"."qty" <= "cart_items"."max_qty")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone,
	"fav_store_id" text,
	"favorite_id" text,
	"home_shipping_method" text DEFAULT 'standard' NOT NULL,
	"coupons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gift_choices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"merged_into" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"coupon_id" text NOT NULL,
	"customer_key" text NOT NULL,
	"sequence" integer DEFAULT 1 NOT NULL,
	"state" text NOT NULL,
	"cart_id" text,
	"order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"code" text NOT NULL,
	"promotion_id" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"total_limit" integer,
	"per_customer_limit" integer,
	"redemption_count" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupons_within_limit" CHECK ("coupons"."redemption_count" >= 0 and ("coupons"."total_limit" is null or "coupons"."redemption_count" <= "coupons"."total_limit"))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"campaign_id" text,
	"level" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off_bp" integer,
	"amount_off" jsonb,
	"threshold" jsonb,
	"qualifiers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"countries" jsonb,
	"customer_group" text DEFAULT 'ALL' NOT NULL,
	"exclusivity" text DEFAULT 'none' NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"requires_coupon" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"callout" jsonb NOT NULL,
	"approaching_display_levels" jsonb DEFAULT '["cart","minicart"]'::jsonb NOT NULL,
	"gift_variant_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_gifts" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_limits" (
	"site_id" text NOT NULL,
	"currency" text NOT NULL,
	"min_amount" integer NOT NULL,
	"max_amount" integer NOT NULL,
	CONSTRAINT "gift_card_limits_site_id_currency_pk" PRIMARY KEY("site_id","currency")
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"country" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"label" jsonb NOT NULL,
	"delivery_time" jsonb NOT NULL,
	"price" jsonb NOT NULL,
	"free_threshold" jsonb,
	"position" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"country" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"rate" numeric(7, 5) NOT NULL,
	"inclusive" boolean NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "tax_rates_country_region_pk" PRIMARY KEY("country","region")
);
--> statement-breakpoint
CREATE TABLE "favorite_items" (
	"id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_for_later_items" (
	"id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"line_key" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"qty" integer NOT NULL,
	"recipe_id" text,
	"pdp_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_for_later_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"consumer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_inventory" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_items" ADD CONSTRAINT "favorite_items_list_id_favorite_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."favorite_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_items" ADD CONSTRAINT "favorite_items_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_shares" ADD CONSTRAINT "favorite_shares_list_id_favorite_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."favorite_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_for_later_items" ADD CONSTRAINT "saved_for_later_items_list_id_saved_for_later_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."saved_for_later_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_for_later_items" ADD CONSTRAINT "saved_for_later_items_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_idx" ON "cart_items" USING btree ("cart_id","line_key");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_active_owner_idx" ON "carts" USING btree ("site_id","owner_kind","owner_id") WHERE "carts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "carts_guest_expiry_idx" ON "carts" USING btree ("expires_at") WHERE "carts"."status" = 'active' and "carts"."expires_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_use_idx" ON "coupon_redemptions" USING btree ("coupon_id","customer_key","sequence") WHERE "coupon_redemptions"."state" <> 'released';--> statement-breakpoint
CREATE INDEX "coupon_redemptions_customer_idx" ON "coupon_redemptions" USING btree ("customer_key");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_site_code_idx" ON "coupons" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "promotions_site_idx" ON "promotions" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_methods_site_country_code_idx" ON "shipping_methods" USING btree ("site_id","country","code");--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_items_product_idx" ON "favorite_items" USING btree ("list_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_lists_owner_idx" ON "favorite_lists" USING btree ("site_id","owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "favorite_shares_list_idx" ON "favorite_shares" USING btree ("list_id") WHERE "favorite_shares"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_for_later_items_line_idx" ON "saved_for_later_items" USING btree ("list_id","line_key");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_for_later_lists_owner_idx" ON "saved_for_later_lists" USING btree ("site_id","consumer_id");