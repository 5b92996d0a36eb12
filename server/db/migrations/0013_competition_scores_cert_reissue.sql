CREATE TABLE "activity_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"score_tenths" smallint NOT NULL,
	"comment" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_scores_range" CHECK ("activity_scores"."score_tenths" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "certificate_old_numbers" (
	"number" varchar(19) PRIMARY KEY NOT NULL,
	"certificate_id" integer NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "results_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD COLUMN "review_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "activity_entries" ADD COLUMN "rank" smallint;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "reissued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_scores" ADD CONSTRAINT "activity_scores_entry_id_activity_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."activity_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_scores" ADD CONSTRAINT "activity_scores_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_old_numbers" ADD CONSTRAINT "certificate_old_numbers_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_scores_entry_judge_uq" ON "activity_scores" USING btree ("entry_id","judge_id");