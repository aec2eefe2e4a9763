CREATE TABLE "listing_feeds" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"webhook_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"type" text NOT NULL,
	"data" jsonb,
	"before_hash" text,
	"before_status" text,
	"txid" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_webhooks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_feeds" ADD CONSTRAINT "listing_feeds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_deliveries" ADD CONSTRAINT "stock_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_deliveries" ADD CONSTRAINT "stock_deliveries_event_id_stock_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."stock_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_deliveries" ADD CONSTRAINT "stock_deliveries_webhook_id_stock_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."stock_webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_events" ADD CONSTRAINT "stock_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_webhooks" ADD CONSTRAINT "stock_webhooks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_deliveries_event_webhook" ON "stock_deliveries" USING btree ("event_id","webhook_id");--> statement-breakpoint
CREATE INDEX "stock_deliveries_webhook_open" ON "stock_deliveries" USING btree ("webhook_id","status","id");--> statement-breakpoint
CREATE INDEX "stock_events_tx" ON "stock_events" USING btree ("tenant_id","txid","vehicle_id");--> statement-breakpoint
CREATE INDEX "stock_webhooks_tenant" ON "stock_webhooks" USING btree ("tenant_id");--> statement-breakpoint
-- Stock webhooks (ADR 044): every write to `vehicles`, whatever path made it (operator API, console, bulk actions, CSV
-- import, SQL by hand), becomes a stock event and one delivery per webhook — only for tenants with a webhook. A
-- delete and re-insert of one vehicle in one transaction (replace-all) folds into one `updated` (or `sold`) event, or
-- into nothing when the document came back unchanged.
CREATE FUNCTION stock_events_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t_id integer;
  tx bigint;
  prior record;
  kind text;
  event_id bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN t_id := OLD.tenant_id; ELSE t_id := NEW.tenant_id; END IF;
  IF NOT EXISTS (SELECT 1 FROM stock_webhooks w WHERE w.tenant_id = t_id) THEN RETURN NULL; END IF;
  tx := txid_current();
  IF TG_OP = 'DELETE' THEN
    INSERT INTO stock_events (tenant_id, vehicle_id, type, data, before_hash, before_status, txid)
      VALUES (t_id, OLD.id, 'removed', NULL, md5(OLD.data::text), OLD.status, tx) RETURNING id INTO event_id;
  ELSE
    IF TG_OP = 'INSERT' THEN
      SELECT e.id, e.before_hash, e.before_status INTO prior FROM stock_events e
        WHERE e.tenant_id = t_id AND e.txid = tx AND e.vehicle_id = NEW.id AND e.type = 'removed' ORDER BY e.id DESC LIMIT 1;
      IF FOUND THEN
        IF prior.before_hash = md5(NEW.data::text) AND prior.before_status = NEW.status THEN
          DELETE FROM stock_events WHERE id = prior.id;
        ELSE
          UPDATE stock_events SET type = CASE WHEN NEW.status = 'sold' AND prior.before_status <> 'sold' THEN 'sold' ELSE 'updated' END,
            data = NEW.data, before_hash = NULL, before_status = NULL, created_at = now() WHERE id = prior.id;
        END IF;
        RETURN NULL;
      END IF;
      kind := 'created';
    ELSE
      IF OLD.data = NEW.data AND OLD.status = NEW.status THEN RETURN NULL; END IF;
      kind := CASE WHEN NEW.status = 'sold' AND OLD.status <> 'sold' THEN 'sold' ELSE 'updated' END;
    END IF;
    INSERT INTO stock_events (tenant_id, vehicle_id, type, data, txid) VALUES (t_id, NEW.id, kind, NEW.data, tx) RETURNING id INTO event_id;
  END IF;
  INSERT INTO stock_deliveries (tenant_id, event_id, webhook_id) SELECT t_id, event_id, w.id FROM stock_webhooks w WHERE w.tenant_id = t_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER vehicles_stock_events AFTER INSERT OR UPDATE OR DELETE ON vehicles FOR EACH ROW EXECUTE FUNCTION stock_events_capture();
--> statement-breakpoint
-- A change to a vehicle's document always moves its updated_at, whatever path wrote it (the listing feeds' ETag).
CREATE FUNCTION vehicles_touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at = OLD.updated_at AND (NEW.data IS DISTINCT FROM OLD.data OR NEW.status IS DISTINCT FROM OLD.status) THEN
    NEW.updated_at := clock_timestamp();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER vehicles_touch_updated_at BEFORE UPDATE ON vehicles FOR EACH ROW EXECUTE FUNCTION vehicles_touch_updated_at();
