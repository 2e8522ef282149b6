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
CREATE TABLE "outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_addresses" ADD CONSTRAINT "consumer_addresses_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_subscriptions" ADD CONSTRAINT "consumer_subscriptions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_credentials" ADD CONSTRAINT "employee_credentials_employee_id_store_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."store_employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_consumer_idx" ON "auth_sessions" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_session_idx" ON "auth_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "consumer_addresses_consumer_idx" ON "consumer_addresses" USING btree ("consumer_id","approach_type");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_subscriptions_key_idx" ON "consumer_subscriptions" USING btree ("consumer_id","type","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_site_email_idx" ON "consumers" USING btree ("site_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_site_phone_idx" ON "consumers" USING btree ("site_id","phone") WHERE "consumers"."phone" is not null;