CREATE TABLE "event_registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"event_id" text NOT NULL,
	"consumer_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text,
	"phone" text,
	"attending_days" text NOT NULL,
	"plus_one" text,
	"locale" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"registration_timestamp" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_site_event_consumer_idx" ON "event_registrations" USING btree ("site_id","event_id","consumer_id");