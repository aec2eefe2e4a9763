ALTER TABLE "leads" ADD COLUMN "handovers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "lead_sms" boolean DEFAULT false NOT NULL;