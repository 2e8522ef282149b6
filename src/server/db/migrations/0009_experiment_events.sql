CREATE TABLE "experiment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"experience_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"monetate_id" text NOT NULL,
	"kind" text NOT NULL,
	"event_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_events_once_idx" ON "experiment_events" USING btree ("site_id","experience_id","monetate_id","kind","event_key");--> statement-breakpoint
CREATE INDEX "experiment_events_visitor_idx" ON "experiment_events" USING btree ("site_id","monetate_id");