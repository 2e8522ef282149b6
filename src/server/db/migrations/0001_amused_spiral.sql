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
ALTER TABLE "product_answers" ADD CONSTRAINT "product_answers_question_id_product_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."product_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_co_purchases" ADD CONSTRAINT "catalog_co_purchases_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_co_purchases" ADD CONSTRAINT "catalog_co_purchases_other_id_catalog_products_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_collection_points" ADD CONSTRAINT "store_collection_points_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_set_items" ADD CONSTRAINT "catalog_product_set_items_set_id_catalog_product_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."catalog_product_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_set_items" ADD CONSTRAINT "catalog_product_set_items_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_search_documents" ADD CONSTRAINT "catalog_search_documents_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_answers_question_idx" ON "product_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "product_questions_product_idx" ON "product_questions" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "catalog_product_set_items_product_idx" ON "catalog_product_set_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "catalog_product_sets_site_idx" ON "catalog_product_sets" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "catalog_search_documents_site_idx" ON "catalog_search_documents" USING btree ("site_id");