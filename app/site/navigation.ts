import type { SiteConfig } from "../tenants/tenant-document.ts";
import { stockBase } from "../tenants/stock-base.ts";
import { filterReviews } from "../reviews/review-list.ts";
import { OTHER_MODELS, groupModels } from "../models/model-lineup.ts";

export type NavLink = { label: string; href: string; external?: boolean };
/** A model tile in the Models mega-menu (spec 000 §2 'Other blocks': image, name in upper case, New or Coming Soon). */
export type NavModel = { label: string; href: string; image: string | null; badge: "New" | "Coming Soon" };
export type NavItem = NavLink & { children?: NavLink[]; groups?: { title: string; href: string; models: NavModel[] }[] };
export type FooterGroup = { title: string; links: NavLink[] };

const STOCK_LABELS = { "new-cars": "New Cars", "used-cars": "Used Cars", "demo-cars": "Demo Cars" } as const;

export function isExternal(href: string) {
  return /^https?:\/\//.test(href);
}

/** Header navigation (spec 000 §2 'Header routes' and 'Default navigation links'). */
export function headerNavigation(config: SiteConfig): NavItem[] {
  const base = stockBase(config);
  const service: NavLink = { label: "Book a Service", href: config.service_link, external: isExternal(config.service_link) };
  const items: NavItem[] = [
    { label: "Home", href: "/" },
    {
      label: "Our Stock",
      href: `${base}/new-used-and-demo-cars`,
      children: [
        { label: "All Stock", href: `${base}/new-used-and-demo-cars` },
        ...config.stock_links.map((slug) => ({ label: STOCK_LABELS[slug], href: `${base}/${slug}` })),
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
export function footerNavigation(config: SiteConfig, dealerName: string): FooterGroup[] {
  const base = stockBase(config);
  const groups: FooterGroup[] = [
    {
      title: "Vehicles",
      links: [
        { label: "SUVs", href: "/models?body=suv" },
        { label: "Trucks", href: "/models?body=trucks" },
        { label: "Vans", href: "/models?body=vans" },
        { label: "Performance", href: "/models?body=performance" },
        { label: "Electric", href: "/models?body=electric" },
        { label: "Future Vehicles", href: "/models?body=future-vehicles" },
      ],
    },
    {
      title: "Buyer Tools",
      links: [
        { label: "New Cars", href: `${base}/new-cars` },
        { label: "Demo Cars", href: `${base}/demo-cars` },
        { label: "Used Cars", href: `${base}/used-cars` },
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
  return groups.map((g) => ({ ...g, links: g.links.filter((l) => !switchedOff(config, l.href)) }));
}

/** Whether a link leads to a content page the tenant switched off (`content_pages: { slug: false }`): such links are left out. */
function switchedOff(config: Pick<SiteConfig, "content_pages">, href: string): boolean {
  const slug = /^\/([a-z0-9-]+)\/?$/.exec(href)?.[1];
  return slug !== undefined && config.content_pages[slug] === false;
}
