CREATE TABLE "journal_pdfs" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"file_name" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "abstract" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "pdf_id" varchar(32);--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "demands" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_pdfs" ADD CONSTRAINT "journal_pdfs_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_pdf_id_journal_pdfs_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."journal_pdfs"("id") ON DELETE set null ON UPDATE no action;