import type { SiteConfig } from "../tenants/tenant-document.ts";

export type NavLink = { label: string; href: string; external?: boolean };
export type NavItem = NavLink & { children?: NavLink[] };
export type FooterGroup = { title: string; links: NavLink[] };

const STOCK_LABELS = { "new-cars": "New Cars", "used-cars": "Used Cars", "demo-cars": "Demo Cars" } as const;

export function isExternal(href: string) {
  return /^https?:\/\//.test(href);
}

/** The stock path prefix: /search/ by default, /used-car/ where the tenant asks for it. */
export function stockBase(config: Pick<SiteConfig, "used_car_path">): string {
  return config.used_car_path ? "/used-car" : "/search";
}

/** Header navigation (spec 000 §2 'Header routes' and 'Default navigation links'). */
export function headerNavigation(config: SiteConfig): NavItem[] {
  const base = stockBase(config);
  const service: NavLink = { label: "Book a Service", href: config.service_link, external: isExternal(config.service_link) };
  return [
    { label: "Home", href: "/" },
    {
      label: "Our Stock",
      href: `${base}/new-used-and-demo-cars`,
      children: [
        { label: "All Stock", href: `${base}/new-used-and-demo-cars` },
        ...config.stock_links.map((slug) => ({ label: STOCK_LABELS[slug], href: `${base}/${slug}` })),
      ],
    },
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
      href: "/about-us",
      children: [
        { label: "About Us", href: "/about-us" },
        { label: "Our Locations", href: "/locations" },
        { label: "Careers", href: "/careers" },
        { label: "Contact", href: "/contact" },
        { label: "Fleet", href: "/fleet" },
      ],
    },
  ];
}

/** Footer groups (spec 000 §2 'Footer groups'). */
export function footerNavigation(config: SiteConfig, dealerName: string): FooterGroup[] {
  const base = stockBase(config);
  return [
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
      ],
    },
  ];
}

/**
 * Pages that later work builds (spec 000 §2 'Other routes seen', spec 001 §2). Until then they
 * show a styled 'coming soon' page rather than a 404.
 */
const PLANNED = [
  /^\/models(\/.*)?$/,
  /^\/personalised\/finance$/,
  /^\/blog\/vehicle-reviews$/,
  /^\/parts\/search$/,
  /^\/[a-z0-9-]+\/overview$/,
  /^\/(vehicle-parts-and-accessories|brands|about-us|terms-and-conditions|privacy-policy|fleet|warranty|roadside-assist|buying|apply-for-finance|finance-enquiry|ford-finance|finance-and-insurance)\/?$/,
];

export function isPlannedPage(pathname: string): boolean {
  return PLANNED.some((re) => re.test(pathname));
}
