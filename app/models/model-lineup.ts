/**
 * The manufacturer's model line-up (spec 000 §2 'Other blocks', §3 'Model'): models grouped by
 * body category in the tenant's order, the /models?body= filter and each model's address.
 * Pure: plain data in, plain data out.
 */
import type { Model, SiteConfig } from "../tenants/tenant-document.ts";
import { slugify } from "../lib/slug.ts";

export type ModelBadge = "New" | "Coming Soon";

/** What a model card and the model page show. */
export interface ModelCard {
  name: string;
  slug: string;
  manufacturer: string;
  image: string | null;
  href: string;
  description: string;
  fromPrice: number | null;
  badge: ModelBadge;
  categories: string[];
}

export interface ModelGroup {
  /** The category as the tenant names it ('SUVs'). */
  title: string;
  /** Its /models?body= value ('suv'). */
  key: string;
  models: ModelCard[];
}

/** The special /models?body= values: 'future-vehicles' is the coming-soon models, 'electric' matches a category or body named Electric. */
export const FUTURE_VEHICLES = "future-vehicles";
export const ELECTRIC = "electric";
/** Models without a category are listed under this heading. */
export const OTHER_MODELS = "Other Models";

const BODY_VALUE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The key a category or body filter compares by: slugified, trailing plural 's' dropped, so the
 * footer's 'suv' and 'trucks' both name the categories 'SUVs' and 'Trucks'.
 */
export function categoryKey(name: string): string {
  return slugify(name).replace(/s$/, "");
}

/** The page a model's Explore link opens: its override URL, else /models/{slug}. */
export function modelPath(model: Pick<Model, "slug" | "override_url">): string {
  return model.override_url ?? `/models/${model.slug}`;
}

export function modelBadge(model: Pick<Model, "status">): ModelBadge {
  return model.status === "coming_soon" ? "Coming Soon" : "New";
}

/** The model's categories: up to three manufacturer body categories, without repeats. */
export function modelCategories(model: Pick<Model, "manufacturer_body" | "manufacturer_body2" | "manufacturer_body3">): string[] {
  const out: string[] = [];
  for (const c of [model.manufacturer_body, model.manufacturer_body2, model.manufacturer_body3]) {
    if (c && !out.some((o) => categoryKey(o) === categoryKey(c))) out.push(c);
  }
  return out;
}

export function toModelCard(model: Model): ModelCard {
  return {
    name: model.name,
    slug: model.slug,
    manufacturer: model.manufacturer_name,
    image: model.image,
    href: modelPath(model),
    description: model.short_description,
    fromPrice: model.from_price,
    badge: modelBadge(model),
    categories: modelCategories(model),
  };
}

export type BodyFilter = { ok: true; value: string | null } | { ok: false; message: string };

/** Parses ?body=: absent or empty is no filter; anything that is not a slug is a 400. */
export function parseBodyFilter(raw: string | null): BodyFilter {
  if (raw === null || raw.trim() === "") return { ok: true, value: null };
  const value = raw.trim().toLowerCase();
  if (value.length > 40 || !BODY_VALUE.test(value)) return { ok: false, message: "body must be a body category such as suv, trucks, vans, performance, electric or future-vehicles" };
  return { ok: true, value };
}

/** Whether a model belongs under a /models?body= value. */
export function matchesBody(model: Model, body: string): boolean {
  if (body === FUTURE_VEHICLES) return model.status === "coming_soon";
  const key = categoryKey(body);
  return [...modelCategories(model), model.body].some((c) => c !== null && categoryKey(c) === key);
}

/** Category names in display order: the configured order first, then the rest by name. */
export function orderCategories(names: readonly string[], order: readonly string[]): string[] {
  const rank = (n: string) => {
    const i = order.findIndex((o) => categoryKey(o) === categoryKey(n));
    return i === -1 ? order.length : i;
  };
  return [...names].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * The models grouped by category in the tenant's order. A model with several categories is listed
 * under each; one with none under 'Other Models' at the end. Within a group, the tenant's order.
 */
export function groupModels(models: readonly Model[], order: readonly string[]): ModelGroup[] {
  const byKey = new Map<string, { title: string; models: ModelCard[] }>();
  const other: ModelCard[] = [];
  for (const model of models) {
    const card = toModelCard(model);
    if (!card.categories.length) other.push(card);
    for (const c of card.categories) {
      const key = categoryKey(c);
      const group = byKey.get(key) ?? { title: order.find((o) => categoryKey(o) === key) ?? c, models: [] };
      group.models.push(card);
      byKey.set(key, group);
    }
  }
  const titles = orderCategories(
    [...byKey.values()].map((g) => g.title),
    order,
  );
  const groups = titles.map((title) => ({ title, key: categoryKey(title), models: byKey.get(categoryKey(title))!.models }));
  if (other.length) groups.push({ title: OTHER_MODELS, key: categoryKey(OTHER_MODELS), models: other });
  return groups;
}

export interface BodyLink {
  label: string;
  value: string | null;
  href: string;
  current: boolean;
}

/** The filter links above the grid: All, each category the models have, Electric and Future Vehicles when any model is. */
export function bodyFilterLinks(models: readonly Model[], order: readonly string[], current: string | null): BodyLink[] {
  const groups = groupModels(models, order).filter((g) => g.title !== OTHER_MODELS);
  const links: { label: string; value: string | null }[] = [{ label: "All models", value: null }, ...groups.map((g) => ({ label: g.title, value: g.key }))];
  if (!links.some((l) => l.value === ELECTRIC) && models.some((m) => matchesBody(m, ELECTRIC))) links.push({ label: "Electric", value: ELECTRIC });
  if (models.some((m) => m.status === "coming_soon")) links.push({ label: "Future Vehicles", value: FUTURE_VEHICLES });
  const currentKey = current === null ? null : current === FUTURE_VEHICLES ? current : categoryKey(current);
  return links.map((l) => ({ ...l, href: l.value ? `/models?body=${l.value}` : "/models", current: l.value === currentKey }));
}

/** A heading for a filter value: the category's own name when the tenant has it, else the value in words. */
export function bodyLabel(models: readonly Model[], order: readonly string[], body: string): string {
  if (body === FUTURE_VEHICLES) return "Future Vehicles";
  const key = categoryKey(body);
  const known = [...order, ...models.flatMap((m) => [...modelCategories(m), ...(m.body ? [m.body] : [])])].find((c) => categoryKey(c) === key);
  return known ?? body.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}

export interface ModelsPage {
  groups: ModelGroup[];
  links: BodyLink[];
  /** The filter's heading, when filtering. */
  filterLabel: string | null;
  count: number;
}

/** /models and /models?body=: the groups of the matching models. */
export function modelsPage(config: Pick<SiteConfig, "models" | "model_body_order">, body: string | null): ModelsPage {
  const matching = body === null ? config.models : config.models.filter((m) => matchesBody(m, body));
  return {
    groups: groupModels(matching, config.model_body_order),
    links: bodyFilterLinks(config.models, config.model_body_order, body),
    filterLabel: body === null ? null : bodyLabel(config.models, config.model_body_order, body),
    count: matching.length,
  };
}

export function findModel(config: Pick<SiteConfig, "models">, slug: string): Model | null {
  return config.models.find((m) => m.slug === slug) ?? null;
}

/** The stock search path segments for a model: /search/{make}/{model}. */
export function modelStockSegments(model: Pick<Model, "manufacturer_name" | "name">): [string, string] {
  return [slugify(model.manufacturer_name), slugify(model.name)];
}

/** The enquiry form about a model: /contact with the model as the lead's subcategory (the form accepts letters, digits, spaces, & ' -). */
export function modelEnquireHref(model: Pick<Model, "manufacturer_name" | "name">): string {
  const subcategory = `Model ${model.manufacturer_name} ${model.name}`.replace(/[^\w &'-]/g, " ").replace(/\s+/g, " ").trim().slice(0, 60);
  return `/contact?${new URLSearchParams({ subcategory })}`;
}

/** The meta description of a model page. */
export function modelMetaDescription(model: Model, dealerName: string): string {
  const text = model.short_description.replace(/\s+/g, " ").trim();
  const lead = `${model.manufacturer_name} ${model.name} at ${dealerName}`;
  const cut = text.length > 150 ? `${text.slice(0, 147).replace(/\s+\S*$/, "")}…` : text;
  return cut ? `${lead}: ${cut}` : `${lead}. ${model.status === "coming_soon" ? "Coming soon — register your interest." : "Explore the range, view stock and book a test drive."}`;
}
