CREATE TABLE "seed_state" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"parent_id" text,
	"level" smallint NOT NULL,
	"position" integer NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_inventory" (
	"variant_id" text PRIMARY KEY NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_product_categories" (
	"product_id" text NOT NULL,
	"category_id" text NOT NULL,
	CONSTRAINT "catalog_product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"colors" jsonb NOT NULL,
	"badge" text,
	"eyebrow" text,
	"product_type" text NOT NULL,
	"presale" boolean DEFAULT false NOT NULL,
	"target_publish_date" timestamp with time zone,
	"is_robis_only" boolean DEFAULT false NOT NULL,
	"subscription_type" text,
	"customs_external_url" text,
	"model_measurements" text,
	"details" jsonb NOT NULL,
	"rating_score" real NOT NULL,
	"reviews_count" integer NOT NULL,
	"primary_category_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_employees" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_inventory" (
	"store_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "store_inventory_store_id_variant_id_pk" PRIMARY KEY("store_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_variant_prices" (
	"variant_id" text NOT NULL,
	"currency" text NOT NULL,
	"list_price" integer NOT NULL,
	"sale_price" integer NOT NULL,
	"historic_best_price" integer,
	"previous_best_sales_price" integer,
	"sales_price_active_date" timestamp with time zone,
	CONSTRAINT "catalog_variant_prices_variant_id_currency_pk" PRIMARY KEY("variant_id","currency")
);
--> statement-breakpoint
CREATE TABLE "catalog_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"upc" text NOT NULL,
	"sku" text NOT NULL,
	"attributes" jsonb NOT NULL,
	"notify_me" boolean NOT NULL,
	CONSTRAINT "catalog_variants_upc_unique" UNIQUE("upc"),
	CONSTRAINT "catalog_variants_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "content_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"locale" text NOT NULL,
	"doc_type" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"published" jsonb,
	"draft" jsonb,
	"published_at" timestamp with time zone,
	"scheduled" jsonb,
	"publish_at" timestamp with time zone,
	"excluded" boolean DEFAULT false NOT NULL,
	"layout_variant" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"referrers" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"question_id" text NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"is_staff" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"helpful_votes" integer NOT NULL,
	"unhelpful_votes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"helpful_votes" integer NOT NULL,
	"unhelpful_votes" integer NOT NULL,
	"flag_count" integer NOT NULL,
	"translations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_co_purchases" (
	"product_id" text NOT NULL,
	"other_id" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "catalog_co_purchases_product_id_other_id_pk" PRIMARY KEY("product_id","other_id")
);
--> statement-breakpoint
CREATE TABLE "store_collection_points" (
	"store_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"opening_hours" text NOT NULL,
	"active" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_product_set_items" (
	"set_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "catalog_product_set_items_set_id_product_id_pk" PRIMARY KEY("set_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_product_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_search_documents" (
	"product_id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"brand" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"sizes" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"site_id" text NOT NULL,
	"locale" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"site_id" text NOT NULL,
	"code_challenge" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"session_id" text
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"usid" text NOT NULL,
	"site_id" text NOT NULL,
	"consumer_type" text NOT NULL,
	"consumer_id" text,
	"store_id" text,
	"store_employee_id" text,
	"guest_objects" jsonb,
	"order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consumer_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"approach_type" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_subscriptions" (
	"consumer_id" text NOT NULL,
	"type" text NOT NULL,
	"channel" text NOT NULL,
	"optin" boolean NOT NULL,
	"double_optin" boolean DEFAULT false NOT NULL,
	"recipient" text NOT NULL,
	"category" text,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"optin_date" timestamp with time zone,
	"optout_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consumers" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"consumer_type" text DEFAULT 'REGISTERED' NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"postal_code" text,
	"birth_date" text,
	"gender" text,
	"interests" text,
	"preferred_shoe_size" text,
	"member_id" text,
	"is_loyalty_member" boolean DEFAULT false NOT NULL,
	"loyalty_opt_in_date" timestamp with time zone,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"source" jsonb,
	"lead_source" text,
	"athlete" jsonb,
	"employee" jsonb,
	"prosumer" jsonb,
	"identities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_employee_discount_tc_accepted" boolean DEFAULT false NOT NULL,
	"is_temporary_password" boolean DEFAULT false NOT NULL,
	"notifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"consumer_id" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_credentials" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "catalog_inventory" ADD CONSTRAINT "catalog_inventory_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_categories" ADD CONSTRAINT "catalog_product_categories_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_categories" ADD CONSTRAINT "catalog_product_categories_category_id_catalog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_primary_category_id_catalog_categories_id_fk" FOREIGN KEY ("primary_category_id") REFERENCES "public"."catalog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_employees" ADD CONSTRAINT "store_employees_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_inventory" ADD CONSTRAINT "store_inventory_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_inventory" ADD CONSTRAINT "store_inventory_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_variant_prices" ADD CONSTRAINT "catalog_variant_prices_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_variants" ADD CONSTRAINT "catalog_variants_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_answers" ADD CONSTRAINT "product_answers_question_id_product_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."product_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_co_purchases" ADD CONSTRAINT "catalog_co_purchases_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_co_purchases" ADD CONSTRAINT "catalog_co_purchases_other_id_catalog_products_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_collection_points" ADD CONSTRAINT "store_collection_points_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_set_items" ADD CONSTRAINT "catalog_product_set_items_set_id_catalog_product_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."catalog_product_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_set_items" ADD CONSTRAINT "catalog_product_set_items_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_search_documents" ADD CONSTRAINT "catalog_search_documents_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_addresses" ADD CONSTRAINT "consumer_addresses_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_subscriptions" ADD CONSTRAINT "consumer_subscriptions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_credentials" ADD CONSTRAINT "employee_credentials_employee_id_store_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."store_employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_categories_site_idx" ON "catalog_categories" USING btree ("site_id","level","position");--> statement-breakpoint
CREATE INDEX "catalog_product_categories_category_idx" ON "catalog_product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "catalog_products_site_order_idx" ON "catalog_products" USING btree ("site_id","position","id");--> statement-breakpoint
CREATE INDEX "store_employees_store_idx" ON "store_employees" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "store_inventory_variant_idx" ON "store_inventory" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "stores_site_country_idx" ON "stores" USING btree ("site_id","country");--> statement-breakpoint
CREATE INDEX "catalog_variants_product_idx" ON "catalog_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_address" ON "content_documents" USING btree ("site_id","locale","doc_type","key");--> statement-breakpoint
CREATE INDEX "content_documents_doc_type" ON "content_documents" USING btree ("site_id","doc_type","updated_at");--> statement-breakpoint
CREATE INDEX "product_answers_question_idx" ON "product_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "product_questions_product_idx" ON "product_questions" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "catalog_product_set_items_product_idx" ON "catalog_product_set_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "catalog_product_sets_site_idx" ON "catalog_product_sets" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "catalog_search_documents_site_idx" ON "catalog_search_documents" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_email_variant_idx" ON "stock_notifications" USING btree ("email","variant_id");--> statement-breakpoint
CREATE INDEX "stock_notifications_pending_idx" ON "stock_notifications" USING btree ("notified_at","variant_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_consumer_idx" ON "auth_sessions" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_session_idx" ON "auth_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "consumer_addresses_consumer_idx" ON "consumer_addresses" USING btree ("consumer_id","approach_type");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_subscriptions_key_idx" ON "consumer_subscriptions" USING btree ("consumer_id","type","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_site_email_idx" ON "consumers" USING btree ("site_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_site_phone_idx" ON "consumers" USING btree ("site_id","phone") WHERE "consumers"."phone" is not null;--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("sent_at","created_at");