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
	"county" varchar(60) DEFAULT '' NOT NULL,
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
	"link" varchar(300),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"item_type" varchar(16) NOT NULL,
	"ref_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"amount_fen" integer NOT NULL,
	CONSTRAINT "invoice_items_amount" CHECK ("invoice_items"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title_type" varchar(16) NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_number" varchar(18) DEFAULT '' NOT NULL,
	"address" varchar(100) DEFAULT '' NOT NULL,
	"bank" varchar(100) DEFAULT '' NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"title_type" varchar(16) NOT NULL,
	"kind" varchar(16) DEFAULT 'normal' NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_number" varchar(18) DEFAULT '' NOT NULL,
	"address" varchar(100) DEFAULT '' NOT NULL,
	"bank" varchar(100) DEFAULT '' NOT NULL,
	"email" varchar(100) NOT NULL,
	"amount_fen" integer NOT NULL,
	"number" varchar(20),
	"reject_reason" varchar(200),
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amount" CHECK ("invoices"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"rule" varchar(32) NOT NULL,
	"ref_key" varchar(64) NOT NULL,
	"note" varchar(120) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_delta" CHECK ("points_ledger"."delta" <> 0),
	CONSTRAINT "points_ledger_balance" CHECK ("points_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"address" varchar(120) NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(20) NOT NULL,
	"user_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"gift_title" varchar(60) NOT NULL,
	"gift_kind" varchar(10) NOT NULL,
	"quantity" integer NOT NULL,
	"unit_points" integer NOT NULL,
	"total_points" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"idem_key" varchar(64) NOT NULL,
	"receiver_name" varchar(20),
	"receiver_phone" varchar(11),
	"receiver_address" varchar(120),
	"tracking_note" varchar(100),
	"voucher_code" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "gift_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "gift_orders_quantity" CHECK ("gift_orders"."quantity" > 0),
	CONSTRAINT "gift_orders_total" CHECK ("gift_orders"."total_points" = "gift_orders"."quantity" * "gift_orders"."unit_points"),
	CONSTRAINT "gift_orders_status" CHECK ("gift_orders"."status" in ('pending', 'shipped', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(60) NOT NULL,
	"category" varchar(16) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"cover" varchar(300) NOT NULL,
	"summary" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"points" integer NOT NULL,
	"stock" integer NOT NULL,
	"exchanged" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer,
	"is_online" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_stock" CHECK ("gifts"."stock" >= 0 and "gifts"."exchanged" >= 0),
	CONSTRAINT "gifts_points" CHECK ("gifts"."points" > 0),
	CONSTRAINT "gifts_kind" CHECK ("gifts"."kind" in ('physical', 'virtual'))
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
	"method" varchar(8) DEFAULT 'code' NOT NULL,
	"scanned_by" integer,
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
	"name" varchar(32) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"work_unit" varchar(100) NOT NULL,
	"department" varchar(50) NOT NULL,
	"job_title" varchar(50) NOT NULL,
	"region" varchar(20) NOT NULL,
	"fee_fen" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_staff" (
	"training_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	CONSTRAINT "training_staff_training_id_user_id_pk" PRIMARY KEY("training_id","user_id")
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
	"pay_method" varchar(16) DEFAULT 'onsite' NOT NULL,
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
	"fee_fen" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
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
	"watched_seconds" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"is_finished" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_progress_seconds" CHECK ("video_progress"."position_seconds" >= 0 and "video_progress"."watched_seconds" >= 0 and "video_progress"."duration_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "live_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone
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
	"department" varchar(50) NOT NULL,
	"abstract" text NOT NULL,
	"attachment_id" varchar(32),
	"status" varchar(16) DEFAULT 'submitted' NOT NULL,
	"award" varchar(20),
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_uploads" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" varchar(100) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"demand_id" integer NOT NULL,
	"user_id" integer,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE TABLE "search_docs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(16) NOT NULL,
	"item_type" varchar(16) NOT NULL,
	"item_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(400) NOT NULL,
	"meta" varchar(120) DEFAULT '' NOT NULL,
	"url" varchar(200) NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"tsv" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" varchar(32) NOT NULL,
	"is_allowed" boolean NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"client" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_staff" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_staff_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "training_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(60) NOT NULL,
	"organisation" varchar(100) NOT NULL,
	"contact_name" varchar(32) NOT NULL,
	"contact_phone" varchar(11) NOT NULL,
	"region" varchar(20) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"trainees" integer NOT NULL,
	"plan" text NOT NULL,
	"status" varchar(16) DEFAULT 'submitted' NOT NULL,
	"reason" varchar(200),
	"submit_key" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "training_applications_trainees" CHECK ("training_applications"."trainees" between 1 and 1000),
	CONSTRAINT "training_applications_dates" CHECK ("training_applications"."start_date" <= "training_applications"."end_date")
);
--> statement-breakpoint
CREATE TABLE "teacher_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"professional_title" varchar(60) NOT NULL,
	"years_of_practice" smallint NOT NULL,
	"hospital_level" varchar(60) NOT NULL,
	"specialties" varchar(60)[] NOT NULL,
	"experience" varchar(2000) DEFAULT '' NOT NULL,
	"attachment_id" varchar(32) NOT NULL,
	"status" varchar(16) DEFAULT 'submitted' NOT NULL,
	"reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "teacher_uploads" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"size_bytes" integer NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(19) NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"ref_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"holder_name" varchar(32) NOT NULL,
	"credit_level" varchar(8) DEFAULT '' NOT NULL,
	"credit_type" varchar(8) DEFAULT '' NOT NULL,
	"credit_tenths" smallint DEFAULT 0 NOT NULL,
	"hours_tenths" smallint DEFAULT 0 NOT NULL,
	"issuer" varchar(100) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"status" varchar(16) DEFAULT 'valid' NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" varchar(200) DEFAULT '' NOT NULL,
	CONSTRAINT "certificates_number_unique" UNIQUE("number"),
	CONSTRAINT "certificates_amounts" CHECK ("certificates"."credit_tenths" >= 0 and "certificates"."hours_tenths" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_tickets" ADD CONSTRAINT "sso_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_addresses" ADD CONSTRAINT "gift_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_orders" ADD CONSTRAINT "gift_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_orders" ADD CONSTRAINT "gift_orders_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_tags" ADD CONSTRAINT "item_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_checkins" ADD CONSTRAINT "training_checkins_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_checkins" ADD CONSTRAINT "training_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_checkins" ADD CONSTRAINT "training_checkins_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_signups" ADD CONSTRAINT "training_signups_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_signups" ADD CONSTRAINT "training_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_staff" ADD CONSTRAINT "training_staff_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_staff" ADD CONSTRAINT "training_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_base_id_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."bases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_videos" ADD CONSTRAINT "course_videos_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_videos" ADD CONSTRAINT "course_videos_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_lecturer_id_lecturers_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."lecturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_video_id_course_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."course_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bookings" ADD CONSTRAINT "live_bookings_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bookings" ADD CONSTRAINT "live_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chapters" ADD CONSTRAINT "live_chapters_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_attachment_id_activity_uploads_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."activity_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_uploads" ADD CONSTRAINT "activity_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_answers" ADD CONSTRAINT "demand_answers_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_answers" ADD CONSTRAINT "demand_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_questions" ADD CONSTRAINT "demand_questions_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_staff" ADD CONSTRAINT "course_staff_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_staff" ADD CONSTRAINT "course_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_applications" ADD CONSTRAINT "training_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD CONSTRAINT "teacher_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD CONSTRAINT "teacher_applications_attachment_id_teacher_uploads_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."teacher_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_uploads" ADD CONSTRAINT "teacher_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE INDEX "messages_user_created_idx" ON "messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_items_ref_uq" ON "invoice_items" USING btree ("item_type","ref_id");--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_titles_user_title_uq" ON "invoice_titles" USING btree ("user_id","title_type","title");--> statement-breakpoint
CREATE INDEX "invoices_user_created_idx" ON "invoices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_user_rule_ref_uq" ON "points_ledger" USING btree ("user_id","rule","ref_key");--> statement-breakpoint
CREATE INDEX "points_ledger_user_created_idx" ON "points_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_addresses_user_entry_uq" ON "gift_addresses" USING btree ("user_id","name","phone","address");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_orders_user_idem_uq" ON "gift_orders" USING btree ("user_id","idem_key");--> statement-breakpoint
CREATE INDEX "gift_orders_user_created_idx" ON "gift_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_orders_gift_idx" ON "gift_orders" USING btree ("gift_id");--> statement-breakpoint
CREATE INDEX "gifts_online_sort_idx" ON "gifts" USING btree ("is_online","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "options_name_value_uq" ON "options" USING btree ("name","value");--> statement-breakpoint
CREATE INDEX "options_name_sort_idx" ON "options" USING btree ("name","sort");--> statement-breakpoint
CREATE INDEX "pics_kind_sort_idx" ON "pics" USING btree ("kind","sort");--> statement-breakpoint
CREATE INDEX "categories_parent_sort_idx" ON "categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "item_tags_item_idx" ON "item_tags" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "bases_region_idx" ON "bases" USING btree ("region","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "training_checkins_session_user_uq" ON "training_checkins" USING btree ("session_id","user_id");--> statement-breakpoint
CREATE INDEX "training_checkins_user_idx" ON "training_checkins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "training_sessions_training_idx" ON "training_sessions" USING btree ("training_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "training_signups_user_training_uq" ON "training_signups" USING btree ("user_id","training_id");--> statement-breakpoint
CREATE INDEX "training_signups_training_idx" ON "training_signups" USING btree ("training_id");--> statement-breakpoint
CREATE INDEX "training_staff_user_idx" ON "training_staff" USING btree ("user_id");--> statement-breakpoint
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
CREATE INDEX "video_progress_user_updated_idx" ON "video_progress" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_bookings_user_live_uq" ON "live_bookings" USING btree ("user_id","live_id");--> statement-breakpoint
CREATE INDEX "live_bookings_live_idx" ON "live_bookings" USING btree ("live_id","reminded_at");--> statement-breakpoint
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
CREATE UNIQUE INDEX "activity_entries_activity_user_idx" ON "activity_entries" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_entries_published_idx" ON "activity_entries" USING btree ("activity_id","is_published","created_at");--> statement-breakpoint
CREATE INDEX "activity_entries_user_idx" ON "activity_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activity_uploads_user_idx" ON "activity_uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "demand_answers_demand_idx" ON "demand_answers" USING btree ("demand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "demand_answers_demand_user_idx" ON "demand_answers" USING btree ("demand_id","user_id");--> statement-breakpoint
CREATE INDEX "demand_questions_demand_idx" ON "demand_questions" USING btree ("demand_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "search_docs_item_uq" ON "search_docs" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "search_docs_tsv_idx" ON "search_docs" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_docs_published_idx" ON "search_docs" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "search_docs_type_published_idx" ON "search_docs" USING btree ("type","published_at");--> statement-breakpoint
CREATE INDEX "ops_log_created_idx" ON "ops_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "course_staff_user_idx" ON "course_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "training_applications_user_idx" ON "training_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "training_applications_user_key_uq" ON "training_applications" USING btree ("user_id","submit_key");--> statement-breakpoint
CREATE INDEX "teacher_applications_user_idx" ON "teacher_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_applications_active_uq" ON "teacher_applications" USING btree ("user_id") WHERE status in ('submitted', 'reviewing', 'approved');--> statement-breakpoint
CREATE INDEX "teacher_uploads_user_idx" ON "teacher_uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_kind_ref_uq" ON "certificates" USING btree ("user_id","kind","ref_id");--> statement-breakpoint
CREATE INDEX "certificates_user_issued_idx" ON "certificates" USING btree ("user_id","issued_at");