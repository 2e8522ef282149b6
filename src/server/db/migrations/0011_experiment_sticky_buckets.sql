CREATE TABLE "experiment_sticky_buckets" (
	"site_id" text NOT NULL,
	"attribute_key" text NOT NULL,
	"assignments" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_sticky_buckets_site_id_attribute_key_pk" PRIMARY KEY("site_id","attribute_key")
);
