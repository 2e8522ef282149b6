CREATE TABLE "product_review_feedback" (
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"voter" text NOT NULL,
	"helpful" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_review_feedback_kind_target_id_voter_pk" PRIMARY KEY("kind","target_id","voter")
);
