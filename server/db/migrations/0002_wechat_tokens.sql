CREATE TABLE "wechat_tokens" (
	"app_id" varchar(32) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"value" varchar(512) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_tokens_app_id_kind_pk" PRIMARY KEY("app_id","kind")
);
