CREATE TABLE "feed_photos" (
	"tenant_id" integer NOT NULL,
	"url" text NOT NULL,
	"stored_url" text,
	"etag" text,
	"last_modified" text,
	"fetched_at" timestamp with time zone,
	"checked_at" timestamp with time zone NOT NULL,
	"last_error" text,
	CONSTRAINT "feed_photos_tenant_id_url_pk" PRIMARY KEY("tenant_id","url")
);
--> statement-breakpoint
CREATE TABLE "feed_pulls" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"url" text,
	"etag" text,
	"last_modified" text,
	"content_hash" text,
	"next_due_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"last_status" text,
	"last_message" text,
	"last_error" text,
	"last_import_id" text,
	"last_imported_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "feed_photos" ADD CONSTRAINT "feed_photos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_pulls" ADD CONSTRAINT "feed_pulls_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;