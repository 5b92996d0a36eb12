CREATE TABLE "exam_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"question_ids" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" smallint,
	"correct_count" smallint,
	"passed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"mode" varchar(10) DEFAULT 'fixed' NOT NULL,
	"draw_count" smallint DEFAULT 10 NOT NULL,
	"pass_score" smallint DEFAULT 60 NOT NULL,
	"time_limit_minutes" smallint DEFAULT 30 NOT NULL,
	"max_attempts" smallint DEFAULT 3 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_papers_rules" CHECK ("exam_papers"."pass_score" between 0 and 100 and "exam_papers"."time_limit_minutes" > 0 and "exam_papers"."max_attempts" > 0 and "exam_papers"."draw_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"stem" varchar(500) NOT NULL,
	"options" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"explanation" varchar(1000) DEFAULT '' NOT NULL,
	"in_paper" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_paper_id_exam_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."exam_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_user_paper_number_uq" ON "exam_attempts" USING btree ("user_id","paper_id","number");--> statement-breakpoint
CREATE INDEX "exam_attempts_paper_idx" ON "exam_attempts" USING btree ("paper_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_papers_course_uq" ON "exam_papers" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "exam_questions_course_idx" ON "exam_questions" USING btree ("course_id","sort");