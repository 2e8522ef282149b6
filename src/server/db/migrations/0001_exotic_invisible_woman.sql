ALTER TABLE "content_documents" ADD COLUMN "scheduled" jsonb;--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "excluded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "layout_variant" text;