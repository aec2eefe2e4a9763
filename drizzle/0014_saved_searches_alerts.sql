CREATE TABLE "alert_contacts" (
	"shopper_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_keys" (
	"id" smallint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shopper_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"saved_search_id" uuid,
	"vehicle_ids" jsonb NOT NULL,
	"channels" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_sweeps" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"claimed_until" timestamp with time zone,
	"stock_mark" text,
	"swept_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shopper_id" uuid NOT NULL,
	"name" text NOT NULL,
	"search" text NOT NULL,
	"frequency" text NOT NULL,
	"known_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_due_at" timestamp with time zone,
	"last_alert_at" timestamp with time zone,
	"alerts_sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shopper_id" uuid NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"price_alert" text DEFAULT 'off' NOT NULL,
	"price_below" integer,
	"stock_alert" boolean DEFAULT false NOT NULL,
	"last_price" integer,
	"last_state" text,
	"alerts_sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_contacts" ADD CONSTRAINT "alert_contacts_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_contacts" ADD CONSTRAINT "alert_contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_messages" ADD CONSTRAINT "alert_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_messages" ADD CONSTRAINT "alert_messages_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_messages" ADD CONSTRAINT "alert_messages_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_sweeps" ADD CONSTRAINT "alert_sweeps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_watchlist_fk" FOREIGN KEY ("tenant_id","shopper_id","vehicle_id") REFERENCES "public"."watchlist"("tenant_id","shopper_id","vehicle_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_messages_shopper" ON "alert_messages" USING btree ("shopper_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_messages_tenant" ON "alert_messages" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_shopper" ON "saved_searches" USING btree ("tenant_id","shopper_id");--> statement-breakpoint
CREATE INDEX "saved_searches_tenant" ON "saved_searches" USING btree ("tenant_id","frequency");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_alerts_watch" ON "watch_alerts" USING btree ("tenant_id","shopper_id","vehicle_id");