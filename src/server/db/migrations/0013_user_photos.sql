CREATE TABLE "ugc_media" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"stash_id" text,
	"caption" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image" "bytea",
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ugc_reports" (
	"media_id" text NOT NULL,
	"reporter" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ugc_reports_media_id_reporter_pk" PRIMARY KEY("media_id","reporter")
);
--> statement-breakpoint
CREATE TABLE "ugc_stashes" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ugc_stream_media" (
	"stream_id" text NOT NULL,
	"media_id" text NOT NULL,
	CONSTRAINT "ugc_stream_media_stream_id_media_id_pk" PRIMARY KEY("stream_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "ugc_streams" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ugc_users" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"consumer_id" text,
	"screen_name" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ugc_media" ADD CONSTRAINT "ugc_media_user_id_ugc_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."ugc_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_media" ADD CONSTRAINT "ugc_media_stash_id_ugc_stashes_id_fk" FOREIGN KEY ("stash_id") REFERENCES "public"."ugc_stashes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_reports" ADD CONSTRAINT "ugc_reports_media_id_ugc_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."ugc_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_stashes" ADD CONSTRAINT "ugc_stashes_user_id_ugc_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."ugc_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_stream_media" ADD CONSTRAINT "ugc_stream_media_stream_id_ugc_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."ugc_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_stream_media" ADD CONSTRAINT "ugc_stream_media_media_id_ugc_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."ugc_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ugc_media_site_idx" ON "ugc_media" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE INDEX "ugc_media_user_idx" ON "ugc_media" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ugc_media_products_idx" ON "ugc_media" USING gin ("product_ids");--> statement-breakpoint
CREATE INDEX "ugc_media_categories_idx" ON "ugc_media" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "ugc_media_tags_idx" ON "ugc_media" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "ugc_stashes_user_idx" ON "ugc_stashes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ugc_stream_media_media_idx" ON "ugc_stream_media" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "ugc_streams_site_idx" ON "ugc_streams" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ugc_users_consumer_idx" ON "ugc_users" USING btree ("site_id","consumer_id");