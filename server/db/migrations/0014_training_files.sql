CREATE TABLE "training_files" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"training_id" integer,
	"file_name" varchar(100) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"size_bytes" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_files" ADD CONSTRAINT "training_files_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_files" ADD CONSTRAINT "training_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_files_training_idx" ON "training_files" USING btree ("training_id","sort");