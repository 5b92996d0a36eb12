CREATE TABLE "admin_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"audience" varchar(16) NOT NULL,
	"target_id" integer,
	"target_title" varchar(120) DEFAULT '' NOT NULL,
	"title" varchar(100) NOT NULL,
	"body" text NOT NULL,
	"link" varchar(300),
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_notices" ADD CONSTRAINT "admin_notices_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_notices_created_idx" ON "admin_notices" USING btree ("created_at");