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
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"referrers" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_address" ON "content_documents" USING btree ("site_id","locale","doc_type","key");--> statement-breakpoint
CREATE INDEX "content_documents_doc_type" ON "content_documents" USING btree ("site_id","doc_type","updated_at");