-- The console's stock list (ADR 030). One ALTER, so the table is rewritten once.
ALTER TABLE "vehicles"
  ADD COLUMN "listing" jsonb GENERATED ALWAYS AS (data - '{images,spin_images,spin_interior_image,hotspots,video_url,external_video_url,dealercomments,standardEquipment,variant,specifications,autograb_data,payment_processors}'::text[]) STORED,
  ADD COLUMN "photo_count" integer GENERATED ALWAYS AS (coalesce(jsonb_array_length(data -> 'images'), 0)) STORED,
  ADD COLUMN "spin_count" integer GENERATED ALWAYS AS (coalesce(jsonb_array_length(data -> 'spin_images'), 0)) STORED,
  ADD COLUMN "has_comments" boolean GENERATED ALWAYS AS (coalesce(btrim(data ->> 'dealercomments'), '') <> '') STORED,
  ADD COLUMN "main_image" text GENERATED ALWAYS AS (data -> 'images' -> 0 ->> 'url') STORED;--> statement-breakpoint
CREATE INDEX "leads_tenant_car" ON "leads" USING btree ("tenant_id","car_id");
