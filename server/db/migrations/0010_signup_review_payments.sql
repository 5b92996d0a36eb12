CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"ref_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"amount_fen" integer NOT NULL,
	"paid_fen" integer,
	"reference" varchar(60),
	"paid_at" timestamp with time zone,
	"confirmed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "training_signups" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_signups" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "training_signups" ADD COLUMN "closed_as" varchar(16);--> statement-breakpoint
ALTER TABLE "training_signups" ADD COLUMN "close_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_kind_ref_uq" ON "payments" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "training_signups" ADD CONSTRAINT "training_signups_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_signups_status_created_idx" ON "training_signups" USING btree ("status","created_at");--> statement-breakpoint
-- Fees recorded before the payments table: paid or owed course enrolments, and paid class sign-ups (a class's pending sign-ups now wait for review first).
INSERT INTO "payments" ("kind", "ref_id", "user_id", "status", "amount_fen", "paid_fen", "paid_at", "created_at") SELECT 'course', "id", "user_id", CASE WHEN "paid_at" IS NULL THEN 'pending' ELSE 'paid' END, "fee_fen", CASE WHEN "paid_at" IS NULL THEN NULL ELSE "fee_fen" END, "paid_at", "created_at" FROM "course_enrolments" WHERE "fee_fen" > 0;--> statement-breakpoint
INSERT INTO "payments" ("kind", "ref_id", "user_id", "status", "amount_fen", "paid_fen", "paid_at", "created_at") SELECT 'training', "id", "user_id", 'paid', "fee_fen", "fee_fen", coalesce("paid_at", "created_at"), "created_at" FROM "training_signups" WHERE "fee_fen" > 0 AND "status" = 'confirmed';
