CREATE TABLE "newsletter_signups" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"source" text,
	"optin" boolean DEFAULT true NOT NULL,
	"optin_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_signups_site_email_idx" ON "newsletter_signups" USING btree ("site_id","email");