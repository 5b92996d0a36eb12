ALTER TABLE "courses" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;