ALTER TABLE "training_signups" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "signup_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;