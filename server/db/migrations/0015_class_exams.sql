ALTER TABLE "exam_papers" ALTER COLUMN "course_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_questions" ALTER COLUMN "course_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD COLUMN "training_id" integer;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD COLUMN "training_id" integer;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_papers_training_uq" ON "exam_papers" USING btree ("training_id");--> statement-breakpoint
CREATE INDEX "exam_questions_training_idx" ON "exam_questions" USING btree ("training_id","sort");--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_owner" CHECK (num_nonnulls("exam_papers"."course_id", "exam_papers"."training_id") = 1);--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_owner" CHECK (num_nonnulls("exam_questions"."course_id", "exam_questions"."training_id") = 1);