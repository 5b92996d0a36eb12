ALTER TABLE "tags" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bases" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "course_videos" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "demands" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing rows: the best known time of their last change instead of the time of this migration.
UPDATE "articles" SET "updated_at" = least("published_at", now());--> statement-breakpoint
UPDATE "documents" SET "updated_at" = least("created_at", now());--> statement-breakpoint
UPDATE "trainings" SET "updated_at" = least("created_at", now());--> statement-breakpoint
UPDATE "courses" SET "updated_at" = least("published_at", now());--> statement-breakpoint
UPDATE "course_videos" SET "updated_at" = c."updated_at" FROM "courses" c WHERE c."id" = "course_videos"."course_id";--> statement-breakpoint
UPDATE "lives" SET "updated_at" = least("end_at", now());--> statement-breakpoint
UPDATE "journals" SET "updated_at" = least("published_at", now());--> statement-breakpoint
UPDATE "demands" SET "updated_at" = least("start_at", now());--> statement-breakpoint
-- updated_at follows every change of a row except to updated_at itself (a writer may set it) and to the
-- counters named as trigger arguments, which visitors move and which change nothing worth recrawling.
CREATE FUNCTION "touch_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ignored text[] := array['updated_at'] || TG_ARGV;
BEGIN
  IF NEW."updated_at" IS NOT DISTINCT FROM OLD."updated_at"
     AND (to_jsonb(NEW) - ignored) IS DISTINCT FROM (to_jsonb(OLD) - ignored) THEN
    NEW."updated_at" := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "articles_touch" BEFORE UPDATE ON "articles" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"('views');--> statement-breakpoint
CREATE TRIGGER "documents_touch" BEFORE UPDATE ON "documents" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "trainings_touch" BEFORE UPDATE ON "trainings" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"('seats_taken');--> statement-breakpoint
CREATE TRIGGER "courses_touch" BEFORE UPDATE ON "courses" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"('learners');--> statement-breakpoint
CREATE TRIGGER "course_videos_touch" BEFORE UPDATE ON "course_videos" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "lives_touch" BEFORE UPDATE ON "lives" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"('viewers');--> statement-breakpoint
CREATE TRIGGER "journals_touch" BEFORE UPDATE ON "journals" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "demands_touch" BEFORE UPDATE ON "demands" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "bases_touch" BEFORE UPDATE ON "bases" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "tags_touch" BEFORE UPDATE ON "tags" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
-- Search documents now carry character bigrams (server/modules/search/segment.ts): dropping the old ones
-- makes the next start rebuild them all (ensureSearchDocs).
DELETE FROM "search_docs";
