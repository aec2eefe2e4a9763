/**
 * Content pages (/about-us, /terms-and-conditions, /privacy-policy, /fleet, /warranty,
 * /roadside-assist and any page a dealer adds): the dealer's own text from `config.content_pages`,
 * else a built-in default written from the tenant's own data. A page set to `false` is switched off.
 */
import type { BreadcrumbItem } from "../lib/breadcrumb-item.ts";
import { formatPhone } from "../lib/phone.ts";
import { type ContentPage, type Location, type Tenant, primaryLocation } from "../tenants/tenant-document.ts";

/** The pages every site has unless it switches them off. */
export const BUILT_IN_CONTENT_PAGES = ["about-us", "terms-and-conditions", "privacy-policy", "fleet", "warranty", "roadside-assist"] as const;
export type BuiltInContentPage = (typeof BUILT_IN_CONTENT_PAGES)[number];

export type ContentTenant = Pick<Tenant, "name" | "locations" | "dealerships"> & {
  config: Pick<Tenant["config"], "content_pages" | "tagline" | "manufacturer" | "finance" | "checkout" | "service_link" | "stock_links">;
};

/** A page ready to render; `builtIn` says the text is our default rather than the dealer's. */
export type ResolvedContentPage = ContentPage & { slug: string; builtIn: boolean };

function isBuiltIn(slug: string): slug is BuiltInContentPage {
  return (BUILT_IN_CONTENT_PAGES as readonly string[]).includes(slug);
}

/** A content page's trail (the page shows it; its BreadcrumbList JSON-LD lists it). */
export function contentPageCrumbs(title: string): BreadcrumbItem[] {
  return [{ label: "Home", href: "/" }, { label: title }];
}

/** The page at /{slug}, or null (a 404): switched off, or neither written by the dealer nor built in. */
export function contentPageFor(tenant: ContentTenant, slug: string): ResolvedContentPage | null {
  const own = Object.hasOwn(tenant.config.content_pages, slug) ? tenant.config.content_pages[slug] : undefined;
  if (own === false) return null;
  if (own) return { ...own, slug, builtIn: false };
  return isBuiltIn(slug) ? { ...defaultContentPage(tenant, slug), slug, builtIn: true } : null;
}

// ---- Built-in defaults -------------------------------------------------------------------------

function address(l: Location): string {
  const a = l.address;
  return `${a.street}, ${a.city} ${a.state} ${a.postcode}`;
}

/** Non-breaking spaces, so a phone number never wraps across lines. */
function keepTogether(text: string): string {
  return text.replace(/ /g, "\u00a0");
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

function sentence(text: string): string {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

type Facts = {
  name: string;
  visible: Location[];
  primary: Location | null;
  phone: string | null;
  email: string | null;
  places: string;
  states: string[];
  make: string | null;
};

function facts(tenant: ContentTenant): Facts {
  const visible = tenant.locations.filter((l) => l.visible);
  const primary = primaryLocation(tenant);
  const cities = [...new Set(visible.map((l) => l.address.city))];
  const phone = primary?.contact_detail.phone ?? visible.find((l) => l.contact_detail.phone)?.contact_detail.phone ?? null;
  return {
    name: tenant.name,
    visible,
    primary,
    phone: phone ? formatPhone(phone) : null,
    email: primary?.contact_detail.email ?? visible.find((l) => l.contact_detail.email)?.contact_detail.email ?? null,
    places: joinWords(cities),
    states: [...new Set(visible.map((l) => l.address.state))],
    make: tenant.config.manufacturer,
  };
}

function contactLines(f: Facts): string {
  const lines = [f.primary ? `- In person or by post: ${f.name}, ${address(f.primary)}` : null, f.phone ? `- By phone: ${f.phone}` : null, f.email ? `- By email: ${f.email}` : null, "- Online: through the enquiry form on our Contact page"];
  return lines.filter(Boolean).join("\n");
}

const STATE_NAMES: Record<string, string> = {
  QLD: "Queensland",
  NSW: "New South Wales",
  VIC: "Victoria",
  SA: "South Australia",
  WA: "Western Australia",
  TAS: "Tasmania",
  NT: "the Northern Territory",
  ACT: "the Australian Capital Territory",
};

function aboutUs(tenant: ContentTenant, f: Facts): ContentPage {
  const range = f.make ? `new and demo ${f.make} vehicles and quality used cars` : "new, used and demo vehicles";
  const where = f.visible.length ? ` from ${f.visible.length === 1 ? "our dealership" : `${f.visible.length} locations`} in ${f.places}` : "";
  const offer = [
    `- ${f.make ? `The ${f.make} range, new and demo, with` : "New, used and demo vehicles, with"} every vehicle in stock searchable on this website`,
    "- Quality used vehicles, inspected and priced to market",
    tenant.config.finance ? `- Finance arranged on site through ${tenant.config.finance.provider}` : "- Help arranging finance and insurance",
    "- A fair offer on your trade-in, whether or not you buy from us",
    "- Servicing, genuine parts and accessories",
  ];
  const locations = f.visible.map((l) => `- ${l.name}: ${address(l)}${l.contact_detail.phone ? ` · ${keepTogether(formatPhone(l.contact_detail.phone))}` : ""}`);
  return {
    title: "About Us",
    intro: sentence(tenant.config.tagline),
    body: [
      `${f.name} sells and services ${range}${where}. Whether you're buying your first vehicle, upgrading or adding to the business, our team is here to make it straightforward.`,
      "## What we offer",
      offer.join("\n"),
      ...(locations.length ? [`## ${locations.length === 1 ? "Where to find us" : "Our locations"}`, locations.join("\n"), "Opening hours, directions and each location's stock are on our Locations page."] : []),
      "## Why people buy from us",
      "We price our vehicles fairly, describe them honestly and take the time to find the right one for you. Every enquiry is answered by a real person at the dealership, and we're just as keen to look after you after the sale as before it.",
    ].join("\n\n"),
    cta: { label: "Contact us", href: "/contact" },
  };
}

function privacyPolicy(_tenant: ContentTenant, f: Facts): ContentPage {
  return {
    title: "Privacy Policy",
    intro: `How ${f.name} collects, uses and protects your personal information.`,
    body: [
      `${f.name} ("we", "us") respects your privacy. We handle personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles. This policy explains what we collect, why, and how you can access or correct it.`,
      "## What we collect",
      [
        "- Your name and contact details (phone, email, postcode)",
        "- Details of vehicles you are interested in, own or want to trade in",
        "- Information you give us when you apply for finance, reserve a vehicle or book a service",
        "- How you use this website (pages viewed and vehicles saved), collected through cookies",
      ].join("\n"),
      "## How we use it",
      [
        "- To answer your enquiry and arrange test drives, valuations and services",
        "- To prepare quotes, contracts, finance applications and vehicle registration",
        "- To meet our obligations under consumer, motor dealer and tax laws, and for vehicle recalls",
        "- With your consent, to tell you about offers and events; you can opt out at any time",
      ].join("\n"),
      "## Who we share it with",
      "Only with those who help us do the above: vehicle manufacturers and distributors (for warranty, recalls and customer care), finance and insurance providers you ask us to approach, our customer-management and website service providers, and government agencies where the law requires it. Some of these providers store data outside Australia; we take reasonable steps to make sure they protect it as the Australian Privacy Principles require.",
      "## Keeping it safe",
      "We store personal information on secure systems, limit who can see it and delete or de-identify it when we no longer need it.",
      "## Access, correction and complaints",
      `You can ask to see or correct the personal information we hold about you, or make a privacy complaint, by contacting our Privacy Officer. We will respond within 30 days. If you are not satisfied with our response, you can contact the Office of the Australian Information Commissioner at www.oaic.gov.au or on 1300 363 992.`,
      "## Contact our Privacy Officer",
      contactLines(f),
    ].join("\n\n"),
    cta: null,
  };
}

function termsAndConditions(tenant: ContentTenant, f: Facts): ContentPage {
  const state = f.primary ? (STATE_NAMES[f.primary.address.state] ?? null) : null;
  const checkout = tenant.config.checkout;
  return {
    title: "Terms and Conditions",
    intro: `The terms of use of the ${f.name} website.`,
    body: [
      `This website is operated by ${f.name}. By using it you agree to these terms. They do not replace the contract you sign when you buy a vehicle or book a service, and nothing in them limits your rights under the Australian Consumer Law.`,
      "## Vehicles and prices",
      [
        "- We take care to describe every vehicle accurately, but errors can occur: please confirm the details that matter to you with our team before you buy.",
        "- Prices are in Australian dollars and include GST. Drive away prices include registration, CTP insurance, stamp duty and dealer delivery; other prices may exclude government charges.",
        "- Photos may show options and accessories that are not standard, and all vehicles are subject to prior sale.",
      ].join("\n"),
      "## Calculators and finance",
      "Repayment, fuel and delivery estimates are a guide only and are not an offer of credit or a quote. Finance is subject to the lender's approval, terms and fees.",
      ...(checkout.enabled
        ? [
            "## Reserving a vehicle online",
            `A reservation holds the vehicle for ${checkout.hold_hours} hours for a $${checkout.deposit} deposit. ${checkout.refundable ? "The deposit is refundable if you decide not to go ahead, and" : "The deposit is not refundable, and"} it comes off the price if you do.`,
          ]
        : []),
      "## Using this website",
      "The content of this website belongs to us or our licensors. You may view and print it for your own use but not copy it for commercial purposes. Links to other websites are provided for convenience; we are not responsible for their content.",
      "## Liability",
      "To the extent the law allows, we are not liable for any loss arising from your use of this website or reliance on its content. Where liability cannot be excluded, it is limited to supplying the information again.",
      ...(state ? ["## Governing law", `These terms are governed by the laws of ${state}.`] : []),
      "## Questions",
      contactLines(f),
    ].join("\n\n"),
    cta: null,
  };
}

function fleet(tenant: ContentTenant, f: Facts): ContentPage {
  return {
    title: "Fleet",
    intro: `Vehicles for your business, with one team at ${f.name} looking after the lot.`,
    body: [
      `Whether you run two utes or two hundred cars, ${f.name} can supply, finance and service your fleet${f.make ? ` from the ${f.make} range` : ""}. Our fleet team works with sole traders, small businesses, large corporates, government and not-for-profit organisations.`,
      "## What you get",
      [
        "- Fleet pricing on new and demo vehicles",
        "- One contact for quotes, orders, delivery and registration",
        tenant.config.finance ? `- Business finance and leasing through ${tenant.config.finance.provider}, including novated leases` : "- Help arranging business finance, leasing and novated leases",
        "- Priority servicing, loan vehicles and consolidated invoicing",
        "- Trade-in and disposal of vehicles leaving your fleet",
      ].join("\n"),
      "## How it works",
      "Tell us what your business needs: how many vehicles, what they'll do and when you need them. We'll come back with options and fleet pricing, usually within one business day.",
    ].join("\n\n"),
    cta: { label: "Make a fleet enquiry", href: "/contact?subcategory=Fleet" },
  };
}

function warranty(tenant: ContentTenant, f: Facts): ContentPage {
  return {
    title: "Warranty",
    intro: `Your rights and your cover when you buy from ${f.name}.`,
    body: [
      "## New vehicles",
      `Every new vehicle comes with the ${f.make ? `${f.make} ` : ""}manufacturer's warranty. The length and kilometre limit depend on the make and model; our sales team will show you the terms for your vehicle before you buy.`,
      "## Used vehicles",
      "Depending on its age and odometer reading, a used vehicle bought from a licensed dealer may come with a statutory warranty under your state's motor dealer laws. Some used vehicles also have the balance of the manufacturer's warranty. We'll tell you exactly what applies to the vehicle you're looking at.",
      "## The Australian Consumer Law",
      "On top of any warranty, the Australian Consumer Law guarantees that vehicles are of acceptable quality, fit for purpose and match their description. These guarantees cannot be excluded.",
      "## Keeping your warranty",
      [
        "- Have your vehicle serviced on time, following the manufacturer's logbook",
        "- Use genuine or equivalent-quality parts and the correct fluids",
        "- Keep your service records and receipts",
      ].join("\n"),
      "## Making a claim",
      `If something goes wrong, contact our service team${f.phone ? ` on ${f.phone}` : ""}. We'll inspect the vehicle, explain what's covered and arrange the repair.`,
    ].join("\n\n"),
    cta: { label: "Book a service", href: tenant.config.service_link },
  };
}

function roadsideAssist(_tenant: ContentTenant, f: Facts): ContentPage {
  return {
    title: "Roadside Assist",
    intro: `Help when you need it most, for vehicles bought and serviced at ${f.name}.`,
    body: [
      "## If you break down",
      [
        "- Move somewhere safe if you can, turn on your hazard lights and keep everyone away from traffic",
        "- In an emergency, call 000",
        `- For roadside assistance, call the number in your owner's handbook, on your windscreen sticker or in the ${f.make ? `${f.make} ` : "manufacturer's "}app`,
        "- Have your registration, location and a description of the problem ready",
      ].join("\n"),
      "## What's covered",
      `Most new vehicles come with ${f.make ? `${f.make} ` : "the manufacturer's "}roadside assistance for a set period: help with flat batteries, flat tyres, lost keys and running out of fuel, and towing to the nearest authorised dealer when the vehicle can't be fixed on the spot. Some programs extend the cover each time the vehicle is serviced at an authorised dealer; ask our service team whether yours does.`,
      "## After a breakdown",
      `${f.phone ? `Call us on ${f.phone}` : "Contact us"} and we'll arrange the repair and, where available, a loan vehicle to keep you moving.`,
    ].join("\n\n"),
    cta: { label: "Contact us", href: "/contact" },
  };
}

const DEFAULTS: Record<BuiltInContentPage, (tenant: ContentTenant, f: Facts) => ContentPage> = {
  "about-us": aboutUs,
  "terms-and-conditions": termsAndConditions,
  "privacy-policy": privacyPolicy,
  fleet,
  warranty,
  "roadside-assist": roadsideAssist,
};

/** The built-in text of a page, written from the tenant's name, locations and settings. */
export function defaultContentPage(tenant: ContentTenant, slug: BuiltInContentPage): ContentPage {
  return DEFAULTS[slug](tenant, facts(tenant));
}
