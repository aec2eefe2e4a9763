CREATE TABLE "lead_sources_daily" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"form" text NOT NULL,
	"source" text NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_sources_daily_tenant_id_day_form_source_pk" PRIMARY KEY("tenant_id","day","form","source")
);
--> statement-breakpoint
CREATE TABLE "tenant_stats_daily" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"gallery" integer DEFAULT 0 NOT NULL,
	"phone" integer DEFAULT 0 NOT NULL,
	"calculator" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"prints" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tenant_stats_daily_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
CREATE TABLE "vehicle_stats_daily" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"gallery" integer DEFAULT 0 NOT NULL,
	"phone" integer DEFAULT 0 NOT NULL,
	"calculator" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"prints" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vehicle_stats_daily_tenant_id_day_vehicle_id_pk" PRIMARY KEY("tenant_id","day","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_stats_weekly" (
	"tenant_id" integer NOT NULL,
	"week" date NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vehicle_stats_weekly_tenant_id_week_vehicle_id_pk" PRIMARY KEY("tenant_id","week","vehicle_id")
);
--> statement-breakpoint
ALTER TABLE "lead_sources_daily" ADD CONSTRAINT "lead_sources_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_stats_daily" ADD CONSTRAINT "tenant_stats_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_stats_daily" ADD CONSTRAINT "vehicle_stats_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_stats_weekly" ADD CONSTRAINT "vehicle_stats_weekly_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_stats_daily_vehicle" ON "vehicle_stats_daily" USING btree ("tenant_id","vehicle_id","day");