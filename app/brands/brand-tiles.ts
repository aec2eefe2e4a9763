/**
 * The group's brands (spec 000 §2 'Brands page', §3 'Brand tile'): tiles in Car, Motorcycle, Truck
 * and Our Brands sections, each leading to /{slug}/overview, or straight to the brand's stock when
 * the brand has no page. Pure.
 */
import type { BrandTile, Model, SiteConfig } from "../tenants/tenant-document.ts";
import { slugify } from "../lib/slug.ts";

export { paragraphs } from "../offers/offers.ts";

export type BrandGroupId = BrandTile["group"];

export const BRAND_GROUPS: readonly { id: BrandGroupId; title: string }[] = [
  { id: "car", title: "Car Brands" },
  { id: "motorcycle", title: "Motorcycle Brands" },
  { id: "truck", title: "Truck Brands" },
  { id: "our", title: "Our Brands" },
];

export interface BrandTileView {
  title: string;
  slug: string;
  logo: string | null;
  href: string;
}

export interface BrandSection {
  id: BrandGroupId;
  title: string;
  tiles: BrandTileView[];
}

export function brandOverviewPath(brand: Pick<BrandTile, "slug">): string {
  return `/${brand.slug}/overview`;
}

/** Where a tile goes: the brand's overview page, or its stock (`{stockBase}/{slug}`) when skipPage is set. */
export function brandHref(brand: Pick<BrandTile, "slug" | "skipPage">, stockBase: string): string {
  return brand.skipPage ? `${stockBase}/${brand.slug}` : brandOverviewPath(brand);
}

/** The /brands sections in the spec's order, each with the tenant's tiles in its order; empty sections left out. */
export function brandSections(brands: readonly BrandTile[], stockBase: string): BrandSection[] {
  return BRAND_GROUPS.map((g) => ({
    ...g,
    tiles: brands.filter((b) => b.group === g.id).map((b) => ({ title: b.title, slug: b.slug, logo: b.logo, href: brandHref(b, stockBase) })),
  })).filter((s) => s.tiles.length > 0);
}

/** The brand an /{slug}/overview page shows; brands without a page (skipPage) have none. */
export function findBrandPage(config: Pick<SiteConfig, "brands">, slug: string): BrandTile | null {
  return config.brands.find((b) => b.slug === slug && !b.skipPage) ?? null;
}

/** The tenant's models of this brand (matched by the manufacturer name's slug against the brand's slug or title). */
export function brandModels(brand: Pick<BrandTile, "slug" | "title">, models: readonly Model[]): Model[] {
  return models.filter((m) => {
    const make = slugify(m.manufacturer_name);
    return make === brand.slug || make === slugify(brand.title);
  });
}


export type BrandStat = NonNullable<SiteConfig["brand_stats"][number]>;

/**
 * The /brands stats banner's figures, each counted from the tenant's data (ADR 036): visible locations, brand tiles
 * outside 'Our Brands', whole years since the configured founding year (by `now`'s calendar year). A figure of 0 is
 * left out rather than claimed.
 */
export function brandStatFigures(
  stats: readonly BrandStat[],
  data: { locations: readonly { visible: boolean }[]; brands: readonly Pick<BrandTile, "group">[] },
  now: Date,
): { figure: string; label: string }[] {
  return stats
    .map((s) => {
      const n =
        s.stat === "years"
          ? now.getUTCFullYear() - s.since
          : s.stat === "locations"
            ? data.locations.filter((l) => l.visible).length
            : data.brands.filter((b) => b.group !== "our").length;
      const label = s.label ?? (s.stat === "locations" ? (n === 1 ? "Location" : "Locations") : s.stat === "brands" ? (n === 1 ? "Brand" : "Brands") : n === 1 ? "Year" : "Years");
      return { n, figure: n.toLocaleString("en-AU"), label };
    })
    .filter((s) => s.n > 0)
    .map(({ figure, label }) => ({ figure, label }));
}
