import type { SiteConfig } from "../tenants/tenant-document.ts";
import { stockBase } from "../tenants/stock-base.ts";
import { filterReviews } from "../reviews/review-list.ts";
import { OTHER_MODELS, groupModels, matchesBody } from "../models/model-lineup.ts";
import { CAR_NOUN, titleNoun, type StockNoun } from "../stock/stock-noun.ts";
import { bodyLabel, bodySlug } from "./home-blocks-data.ts";

export type NavLink = { label: string; href: string; external?: boolean };
/** A model tile in the Models mega-menu (spec 000 §2 'Other blocks': image, name in upper case, New or Coming Soon). */
export type NavModel = { label: string; href: string; image: string | null; badge: "New" | "Coming Soon" };
export type NavItem = NavLink & { children?: NavLink[]; groups?: { title: string; href: string; models: NavModel[] }[] };
export type FooterGroup = { title: string; links: NavLink[] };

/**
 * What the tenant's stock holds, for links that must not lead to nothing: its noun, the car types (new, used, demo)
 * and the bodies in stock, most common first. Without it (no stock index at hand) every link shows, for cars.
 */
export type NavStock = { noun: StockNoun; carTypes: readonly string[]; bodies: readonly { value: string; count: number }[] };

const STOCK_PAGES = [
  { slug: "new-cars", carType: "new", label: "New" },
  { slug: "demo-cars", carType: "demo", label: "Demo" },
  { slug: "used-cars", carType: "used", label: "Used" },
] as const;

/** The new, demo and used stock pages the tenant has stock for, named by its noun ('New Cars', 'Used Bikes'). */
function stockPageLinks(base: string, stock: NavStock | undefined, slugs: readonly string[]): NavLink[] {
  const many = titleNoun((stock?.noun ?? CAR_NOUN).many);
  return slugs.flatMap((slug) => {
    const page = STOCK_PAGES.find((p) => p.slug === slug);
    if (!page || (stock && !stock.carTypes.includes(page.carType))) return [];
    return [{ label: `${page.label} ${many}`, href: `${base}/${slug}` }];
  });
}

/** The footer's body categories (spec 000 §2) that lead to models the tenant has. */
const FOOTER_BODIES = [
  { label: "SUVs", body: "suv" },
  { label: "Trucks", body: "trucks" },
  { label: "Vans", body: "vans" },
  { label: "Performance", body: "performance" },
  { label: "Electric", body: "electric" },
  { label: "Future Vehicles", body: "future-vehicles" },
] as const;
const FOOTER_STOCK_BODIES = 6;

/**
 * The footer's Vehicles links: the spec's model categories the tenant has models in; for a tenant without models,
 * the bodies in its stock (Motorcycle, Caravan, SUV, …) as search links.
 */
function vehicleLinks(config: Pick<SiteConfig, "models">, base: string, stock: NavStock | undefined): NavLink[] {
  if (config.models.length) return FOOTER_BODIES.filter((b) => config.models.some((m) => matchesBody(m, b.body))).map((b) => ({ label: b.label, href: `/models?body=${b.body}` }));
  if (!stock) return FOOTER_BODIES.map((b) => ({ label: b.label, href: `/models?body=${b.body}` }));
  return stock.bodies.slice(0, FOOTER_STOCK_BODIES).map((b) => ({ label: bodyLabel(b.value), href: `${base}/${bodySlug(b.value)}` }));
}

export function isExternal(href: string) {
  return /^https?:\/\//.test(href);
}

/** Header navigation (spec 000 §2 'Header routes' and 'Default navigation links'). */
export function headerNavigation(config: SiteConfig, stock?: NavStock): NavItem[] {
  const base = stockBase(config);
  const service: NavLink = { label: "Book a Service", href: config.service_link, external: isExternal(config.service_link) };
  const items: NavItem[] = [
    { label: "Home", href: "/" },
    {
      label: "Our Stock",
      href: `${base}/new-used-and-demo-cars`,
      children: [
        { label: "All Stock", href: `${base}/new-used-and-demo-cars` },
        ...stockPageLinks(base, stock, config.stock_links),
      ],
    },
    ...modelsMenu(config, `${base}/new-used-and-demo-cars`),
    { label: "Offers", href: "/special-offers" },
    { label: "Finance", href: "/finance" },
    { label: "Trade In", href: "/trade-in" },
    {
      label: "Service & Parts",
      href: config.service_link,
      external: isExternal(config.service_link),
      children: [service, { label: "Parts & Accessories", href: "/vehicle-parts-and-accessories" }, { label: "Book a Test Drive", href: "/book-test-drive/" }],
    },
    {
      label: "Company",
      href: switchedOff(config, "/about-us") ? "/locations" : "/about-us",
      children: [
        { label: "About Us", href: "/about-us" },
        { label: "Our Locations", href: "/locations" },
        { label: "Careers", href: "/careers" },
        { label: "Contact", href: "/contact" },
        { label: "Fleet", href: "/fleet" },
      ],
    },
  ];
  return items.map((item) => (item.children ? { ...item, children: item.children.filter((l) => !switchedOff(config, l.href)) } : item));
}

const MEGA_MENU_MODELS = 4;

/**
 * The Models dropdown, only for a tenant with models (spec 000 §2 'Other blocks'): up to three body
 * categories in the tenant's order, plus Our Stock and Contact Us entries.
 */
function modelsMenu(config: Pick<SiteConfig, "models" | "model_body_order">, stockHref: string): NavItem[] {
  if (!config.models.length) return [];
  const groups = groupModels(config.models, config.model_body_order)
    .filter((g) => g.title !== OTHER_MODELS)
    .slice(0, 3);
  return [
    {
      label: "Models",
      href: "/models",
      // Up to four models per category on wide screens; the links below stay for phones and keyboards.
      groups: groups.map((g) => ({
        title: g.title,
        href: `/models?body=${g.key}`,
        models: g.models.slice(0, MEGA_MENU_MODELS).map((m) => ({ label: m.name, href: m.href, image: m.image, badge: m.badge })),
      })),
      children: [
        ...groups.map((g) => ({ label: g.title, href: `/models?body=${g.key}` })),
        { label: "All Models", href: "/models" },
        { label: "Our Stock", href: stockHref },
        { label: "Contact Us", href: "/contact" },
      ],
    },
  ];
}

/** Footer groups (spec 000 §2 'Footer groups'). */
export function footerNavigation(config: SiteConfig, dealerName: string, stock?: NavStock): FooterGroup[] {
  const base = stockBase(config);
  const groups: FooterGroup[] = [
    { title: "Vehicles", links: vehicleLinks(config, base, stock) },
    {
      title: "Buyer Tools",
      links: [
        ...stockPageLinks(base, stock, ["new-cars", "demo-cars", "used-cars"]),
        { label: "Special Offers", href: "/special-offers" },
        { label: "Finance", href: "/finance" },
        { label: "Fleet", href: "/fleet" },
        { label: "Trade-In", href: "/trade-in" },
        { label: "Book a Test Drive", href: "/book-test-drive/" },
      ],
    },
    {
      title: "Servicing and Parts",
      links: [
        { label: "Book a Service", href: config.service_link, external: isExternal(config.service_link) },
        { label: "Parts & Accessories", href: "/vehicle-parts-and-accessories" },
        { label: "Warranty", href: "/warranty" },
        { label: "Roadside Assist", href: "/roadside-assist" },
      ],
    },
    {
      title: dealerName,
      links: [
        { label: "About Us", href: "/about-us" },
        { label: "Our Locations", href: "/locations" },
        { label: "Careers", href: "/careers" },
        { label: "Fleet", href: "/fleet" },
        { label: "Contact", href: "/contact" },
        { label: "Terms and Conditions", href: "/terms-and-conditions" },
        { label: "Privacy Policy", href: "/privacy-policy" },
        ...(!config.reviews.hidden && filterReviews(config.reviews).length ? [{ label: "Reviews", href: "/reviews" }] : []),
        ...(config.blog_posts.length ? [{ label: "Blog", href: "/blog" }] : []),
      ],
    },
  ];
  return groups.map((g) => ({ ...g, links: g.links.filter((l) => !switchedOff(config, l.href)) })).filter((g) => g.links.length > 0);
}

/** Whether a link leads to a content page the tenant switched off (`content_pages: { slug: false }`): such links are left out. */
function switchedOff(config: Pick<SiteConfig, "content_pages">, href: string): boolean {
  const slug = /^\/([a-z0-9-]+)\/?$/.exec(href)?.[1];
  return slug !== undefined && config.content_pages[slug] === false;
}
