CREATE TABLE "tracked_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"event_id" integer,
	"vehicle_id" bigint,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_views" (
	"tenant_id" integer NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vehicle_views_tenant_id_vehicle_id_pk" PRIMARY KEY("tenant_id","vehicle_id")
);
--> statement-breakpoint
ALTER TABLE "tracked_events" ADD CONSTRAINT "tracked_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_views" ADD CONSTRAINT "vehicle_views_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracked_events_tenant_created" ON "tracked_events" USING btree ("tenant_id","created_at");