ALTER TABLE "users" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A member's data version (docs/architecture.md §5, "Members' own pages"): every change of a user's row, or of a row
-- of theirs that their own pages show, gives users.data_version a new value from one sequence, so that a value is
-- never reused, even after a delete. A page kept in memory for the member is served only while the value it was
-- rendered at is still the current one. Triggers, not the code, so that no write path (a staff screen, a job, a
-- database function, a script) can forget it.
CREATE SEQUENCE "member_data_version_seq";
--> statement-breakpoint
CREATE FUNCTION "users_next_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."data_version" := nextval('member_data_version_seq');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_data_version" BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "users_next_data_version"();
--> statement-breakpoint
-- One of a member's rows changed: their user row is touched, and its trigger above gives it the new value. A row
-- moved from one member to another touches both.
CREATE FUNCTION "member_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "users" SET "data_version" = 0 WHERE "id" = OLD."user_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."user_id" IS DISTINCT FROM OLD."user_id") THEN
    UPDATE "users" SET "data_version" = 0 WHERE "id" = NEW."user_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "messages_member_data" AFTER INSERT OR UPDATE OR DELETE ON "messages" FOR EACH ROW EXECUTE FUNCTION "member_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "training_signups_member_data" AFTER INSERT OR UPDATE OR DELETE ON "training_signups" FOR EACH ROW EXECUTE FUNCTION "member_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "training_checkins_member_data" AFTER INSERT OR UPDATE OR DELETE ON "training_checkins" FOR EACH ROW EXECUTE FUNCTION "member_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "course_enrolments_member_data" AFTER INSERT OR UPDATE OR DELETE ON "course_enrolments" FOR EACH ROW EXECUTE FUNCTION "member_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "video_progress_member_data" AFTER INSERT OR UPDATE OR DELETE ON "video_progress" FOR EACH ROW EXECUTE FUNCTION "member_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "certificates_member_data" AFTER INSERT OR UPDATE OR DELETE ON "certificates" FOR EACH ROW EXECUTE FUNCTION "member_row_changed"();
