/**
 * The stock landing pages' paths (`{base}/{make}`, `{base}/{make}/{model}`, `{base}/{body}`, `{base}/{location}`, …):
 * the one builder for the links the site shows and the sitemap lists. Each is the segment `pathFilters` (query.ts)
 * reads back, so a built path always names the facet value it was built from.
 */

import { slugify } from "../lib/slug.ts";

export type CarType = "new" | "used" | "demo";

const CAR_TYPE_SEGMENT: Record<CarType, string> = { new: "new-cars", used: "used-cars", demo: "demo-cars" };

/** Every car type: the whole stock. */
export function allStockPath(base: string): string {
  return `${base}/new-used-and-demo-cars`;
}

export function carTypePath(base: string, carType: CarType): string {
  return `${base}/${CAR_TYPE_SEGMENT[carType]}`;
}

export function makePath(base: string, make: string): string {
  return `${base}/${slugify(make)}`;
}

export function makeModelPath(base: string, make: string, model: string): string {
  return `${base}/${slugify(make)}/${slugify(model)}`;
}

/** The path segment that names a body ('peopleMover' → 'people-mover'). */
export function bodySlug(body: string): string {
  return slugify(body.replace(/([a-z0-9])([A-Z])/g, "$1-$2"));
}

export function bodyPath(base: string, body: string): string {
  return `${base}/${bodySlug(body)}`;
}

/** A location's or a dealership's stock: `{base}/{its slug}`. */
export function placePath(base: string, slug: string): string {
  return `${base}/${slug}`;
}
