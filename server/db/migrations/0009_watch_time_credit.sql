CREATE TABLE "video_play_sessions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"token" varchar(32) NOT NULL,
	"playing" boolean DEFAULT false NOT NULL,
	"beat_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_progress" DROP CONSTRAINT "video_progress_seconds";--> statement-breakpoint
ALTER TABLE "video_progress" ADD COLUMN "credited_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_play_sessions" ADD CONSTRAINT "video_play_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_play_sessions" ADD CONSTRAINT "video_play_sessions_video_id_course_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."course_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_seconds" CHECK ("video_progress"."position_seconds" >= 0 and "video_progress"."watched_seconds" >= 0 and "video_progress"."duration_seconds" >= 0 and "video_progress"."credited_ms" >= 0);--> statement-breakpoint
-- Issue 11: a lesson finished before the server credited watch time stays finished, credited with its whole length
-- (and its furthest point at the end, so seeking in it stays free). An unfinished one keeps its position and furthest
-- point; the time spent on it was never measured, so nothing is credited for it.
UPDATE "video_progress" SET "credited_ms" = "course_videos"."duration_seconds" * 1000, "watched_seconds" = greatest("video_progress"."watched_seconds", "course_videos"."duration_seconds"), "duration_seconds" = "course_videos"."duration_seconds" FROM "course_videos" WHERE "course_videos"."id" = "video_progress"."video_id" AND "video_progress"."is_finished";
