CREATE TABLE "app_secrets" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"value" varchar(128) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(128) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(11) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"client" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_tickets" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(11) NOT NULL,
	"name" varchar(32) DEFAULT '' NOT NULL,
	"gender" varchar(8) DEFAULT '' NOT NULL,
	"work_unit" varchar(100) DEFAULT '' NOT NULL,
	"department" varchar(50) DEFAULT '' NOT NULL,
	"job_title" varchar(50) DEFAULT '' NOT NULL,
	"professional_title" varchar(50) DEFAULT '' NOT NULL,
	"region" varchar(100) DEFAULT '' NOT NULL,
	"avatar" varchar(300),
	"scope" smallint DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"invite" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_scope_range" CHECK ("users"."scope" between 0 and 3),
	CONSTRAINT "users_points_non_negative" CHECK ("users"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"value" varchar(60) NOT NULL,
	"label" varchar(100) NOT NULL,
	"parent" varchar(60) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pics" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"url" varchar(300) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" varchar(120) NOT NULL,
	"link" varchar(300),
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" varchar(200) NOT NULL,
	"to_path" varchar(300) NOT NULL,
	"permanent" boolean DEFAULT true NOT NULL,
	CONSTRAINT "redirects_from_path_unique" UNIQUE("from_path")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"name" varchar(40) NOT NULL,
	"path" varchar(100) NOT NULL,
	"type" varchar(16) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "item_tags" (
	"tag_id" integer NOT NULL,
	"item_type" varchar(16) NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "item_tags_tag_id_item_type_item_id_pk" PRIMARY KEY("tag_id","item_type","item_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "bases" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"level" varchar(16) NOT NULL,
	"region" varchar(20) NOT NULL,
	"address" varchar(200) NOT NULL,
	"contact_name" varchar(32) NOT NULL,
	"contact_phone" varchar(20) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"intro" text NOT NULL,
	"cover" varchar(300) NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specialties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_checkins" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"teacher" varchar(60) NOT NULL,
	"location" varchar(120) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"checkin_code" varchar(12) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"fee_fen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" serial PRIMARY KEY NOT NULL,
	"project" varchar(30) NOT NULL,
	"title" varchar(100) NOT NULL,
	"cover" varchar(300) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"region" varchar(20) NOT NULL,
	"base_id" integer,
	"organiser" varchar(100) NOT NULL,
	"audience" varchar(200) NOT NULL,
	"credit" varchar(60) DEFAULT '' NOT NULL,
	"fee_fen" integer DEFAULT 0 NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"signup_end_at" timestamp with time zone NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"contact_phone" varchar(20) NOT NULL,
	"syllabus" text NOT NULL,
	"notice" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainings_seats" CHECK ("trainings"."seats_taken" >= 0 and "trainings"."seats_taken" <= "trainings"."seats_total"),
	CONSTRAINT "trainings_fee" CHECK ("trainings"."fee_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"src" varchar(300) NOT NULL,
	"duration_seconds" integer NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"subject" varchar(30) NOT NULL,
	"cover" varchar(300) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"intro" text NOT NULL,
	"lecturer_id" integer NOT NULL,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"credit" varchar(60) DEFAULT '' NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "courses_price" CHECK ("courses"."price_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lecturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"title" varchar(60) NOT NULL,
	"work_unit" varchar(100) NOT NULL,
	"avatar" varchar(300) NOT NULL,
	"intro" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"is_finished" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"offset_seconds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lives" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"cover" varchar(300) NOT NULL,
	"speaker" varchar(32) NOT NULL,
	"speaker_title" varchar(120) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"intro" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"stream_src" varchar(300) NOT NULL,
	"replay_src" varchar(300),
	"viewers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"cover" varchar(300),
	"source" varchar(60) NOT NULL,
	"author" varchar(60) NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"file_type" varchar(8) NOT NULL,
	"url" varchar(300) NOT NULL,
	"size_bytes" integer NOT NULL,
	"page_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"article_id" integer,
	"section" varchar(30) NOT NULL,
	"title" varchar(120) NOT NULL,
	"authors" varchar(120) NOT NULL,
	"page" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"year" smallint NOT NULL,
	"number" smallint NOT NULL,
	"cover" varchar(300) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"cover" varchar(300) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"organiser" varchar(100) NOT NULL,
	"rules" text NOT NULL,
	"timeline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"content" text NOT NULL,
	"status" varchar(16) DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"demand_id" integer NOT NULL,
	"user_id" integer,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"demand_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" varchar(200) NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demands" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"intro" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_tickets" ADD CONSTRAINT "sso_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_tags" ADD CONSTRAINT "item_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_checkins" ADD CONSTRAINT "training_checkins_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_checkins" ADD CONSTRAINT "training_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_signups" ADD CONSTRAINT "training_signups_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_signups" ADD CONSTRAINT "training_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_base_id_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."bases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_videos" ADD CONSTRAINT "course_videos_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_videos" ADD CONSTRAINT "course_videos_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_lecturer_id_lecturers_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."lecturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_video_id_course_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."course_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chapters" ADD CONSTRAINT "live_chapters_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_answers" ADD CONSTRAINT "demand_answers_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_answers" ADD CONSTRAINT "demand_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_questions" ADD CONSTRAINT "demand_questions_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "options_name_value_uq" ON "options" USING btree ("name","value");--> statement-breakpoint
CREATE INDEX "options_name_sort_idx" ON "options" USING btree ("name","sort");--> statement-breakpoint
CREATE INDEX "pics_kind_sort_idx" ON "pics" USING btree ("kind","sort");--> statement-breakpoint
CREATE INDEX "categories_parent_sort_idx" ON "categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "item_tags_item_idx" ON "item_tags" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "bases_region_idx" ON "bases" USING btree ("region","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "training_checkins_session_user_uq" ON "training_checkins" USING btree ("session_id","user_id");--> statement-breakpoint
CREATE INDEX "training_sessions_training_idx" ON "training_sessions" USING btree ("training_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "training_signups_user_training_uq" ON "training_signups" USING btree ("user_id","training_id");--> statement-breakpoint
CREATE INDEX "training_signups_training_idx" ON "training_signups" USING btree ("training_id");--> statement-breakpoint
CREATE INDEX "trainings_start_idx" ON "trainings" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "trainings_project_start_idx" ON "trainings" USING btree ("project","start_at");--> statement-breakpoint
CREATE INDEX "trainings_region_start_idx" ON "trainings" USING btree ("region","start_at");--> statement-breakpoint
CREATE INDEX "trainings_base_idx" ON "trainings" USING btree ("base_id");--> statement-breakpoint
CREATE INDEX "course_chapters_course_idx" ON "course_chapters" USING btree ("course_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "course_enrolments_user_course_uq" ON "course_enrolments" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "course_enrolments_course_idx" ON "course_enrolments" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_videos_chapter_idx" ON "course_videos" USING btree ("chapter_id","sort");--> statement-breakpoint
CREATE INDEX "course_videos_course_idx" ON "course_videos" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "courses_published_idx" ON "courses" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "courses_subject_published_idx" ON "courses" USING btree ("subject","published_at");--> statement-breakpoint
CREATE INDEX "courses_lecturer_idx" ON "courses" USING btree ("lecturer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_progress_user_video_uq" ON "video_progress" USING btree ("user_id","video_id");--> statement-breakpoint
CREATE INDEX "live_chapters_live_idx" ON "live_chapters" USING btree ("live_id","offset_seconds");--> statement-breakpoint
CREATE INDEX "lives_start_idx" ON "lives" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "lives_end_idx" ON "lives" USING btree ("end_at");--> statement-breakpoint
CREATE INDEX "articles_category_published_idx" ON "articles" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "documents_article_idx" ON "documents" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "journal_entries_journal_idx" ON "journal_entries" USING btree ("journal_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "journals_name_year_number_uq" ON "journals" USING btree ("name","year","number");--> statement-breakpoint
CREATE INDEX "journals_published_idx" ON "journals" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "activities_start_idx" ON "activities" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "activities_deadline_idx" ON "activities" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "activity_entries_activity_idx" ON "activity_entries" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_entries_user_idx" ON "activity_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "demand_answers_demand_idx" ON "demand_answers" USING btree ("demand_id","created_at");--> statement-breakpoint
CREATE INDEX "demand_questions_demand_idx" ON "demand_questions" USING btree ("demand_id","sort");