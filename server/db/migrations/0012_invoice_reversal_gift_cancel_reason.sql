DROP INDEX "invoice_items_ref_uq";--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "released" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pdf_file" varchar(32);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reverse_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_orders" ADD COLUMN "cancel_reason" varchar(200);--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_items_ref_uq" ON "invoice_items" USING btree ("item_type","ref_id") WHERE not "invoice_items"."released";