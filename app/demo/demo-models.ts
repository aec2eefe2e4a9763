/**
 * The demo dealers' model line-ups and brand tiles (spec 000 §2 'Brands page', 'Other blocks'),
 * pictured with the demo vehicle artwork (`/media/demo/{family}-{paint}-{view}.webp`; the seed
 * renders every image a model or brand names). Brand tiles have no logo files: they draw wordmarks.
 */
import type { TenantDocumentInput } from "../tenants/tenant-document.ts";
import { catalogBody } from "./artwork/body-types.ts";
import { exteriorImageUrl } from "./media.ts";

type SiteConfigInput = NonNullable<TenantDocumentInput["config"]>;
type ModelInput = NonNullable<SiteConfigInput["models"]>[number];
type BrandInput = NonNullable<SiteConfigInput["brands"]>[number];
type BrandStatInput = NonNullable<SiteConfigInput["brand_stats"]>[number];

/** Bayside Ford is locked to Ford: the Ford range, with Puma and Mustang Mach-E coming soon. */
export const BAYSIDE_MODELS: ModelInput[] = [
  {
    name: "Ranger",
    slug: "ranger",
    manufacturer_name: "Ford",
    manufacturer_body: "Trucks",
    body: "Ute",
    image: exteriorImageUrl(catalogBody("Ford", "Ranger"), "blue", "front3q"),
    short_description: "Australia's best-selling ute. Single, super and double cab, 2.0L bi-turbo or 3.0L V6 diesel, 3,500 kg towing and the smarts to match.",
    from_price: 36880,
  },
  {
    name: "Everest",
    slug: "everest",
    manufacturer_name: "Ford",
    manufacturer_body: "SUVs",
    manufacturer_body2: "People Movers",
    body: "SUV",
    image: exteriorImageUrl(catalogBody("Ford", "Everest"), "graphite", "front3q"),
    short_description: "Seven seats, full-time 4WD and 3.5 tonne towing: the family SUV built on Ranger toughness.",
    from_price: 53990,
  },
  {
    name: "Escape",
    slug: "escape",
    manufacturer_name: "Ford",
    manufacturer_body: "SUVs",
    body: "SUV",
    image: exteriorImageUrl(catalogBody("Ford", "Escape"), "silver", "front3q"),
    short_description: "A nimble mid-size SUV with a punchy turbo petrol engine, a flexible rear seat and Ford Co-Pilot360 safety.",
    from_price: 38490,
  },
  {
    name: "Transit Custom",
    slug: "transit-custom",
    manufacturer_name: "Ford",
    manufacturer_body: "Vans",
    body: "Van",
    image: exteriorImageUrl(catalogBody("Ford", "Transit Custom"), "glacier-white", "front3q"),
    short_description: "The one-tonne van that works as hard as you do, with a cargo area that takes three Euro pallets.",
    from_price: 49690,
  },
  {
    name: "E-Transit",
    slug: "e-transit",
    manufacturer_name: "Ford",
    manufacturer_body: "Vans",
    manufacturer_body2: "Electric",
    body: "Van",
    image: exteriorImageUrl(catalogBody("Ford", "E-Transit"), "blue", "front3q"),
    short_description: "The all-electric Transit: up to 300 km of range, 1.5 tonne payload and onboard Pro Power for your tools.",
    from_price: 104990,
  },
  {
    name: "Mustang",
    slug: "mustang",
    manufacturer_name: "Ford",
    manufacturer_body: "Performance",
    body: "Coupe",
    image: exteriorImageUrl(catalogBody("Ford", "Mustang"), "red", "front3q"),
    short_description: "The seventh-generation Mustang, with the 5.0L Coyote V8 in GT form and a choice of manual or 10-speed automatic.",
    from_price: 66835,
  },
  {
    name: "Puma",
    slug: "puma",
    manufacturer_name: "Ford",
    manufacturer_body: "SUVs",
    body: "SUV",
    image: exteriorImageUrl(catalogBody("Ford", "Puma"), "orange", "front3q"),
    short_description: "Ford's compact SUV returns with a fresh look and more technology. Register your interest and be first to drive it.",
    status: "coming_soon",
  },
  {
    name: "Mustang Mach-E",
    slug: "mustang-mach-e",
    manufacturer_name: "Ford",
    manufacturer_body: "SUVs",
    manufacturer_body2: "Performance",
    manufacturer_body3: "Electric",
    body: "Electric",
    image: exteriorImageUrl("suv", "navy", "front3q"),
    short_description: "The electric SUV with Mustang spirit: all-wheel drive and up to 600 km of range. Arriving soon at Bayside Ford.",
    status: "coming_soon",
  },
];

/** Apex sells many makes: a selection of their models, and the group's brand tiles. */
export const APEX_MODELS: ModelInput[] = [
  {
    name: "HiLux",
    slug: "hilux",
    manufacturer_name: "Toyota",
    manufacturer_body: "Trucks",
    body: "Ute",
    image: exteriorImageUrl(catalogBody("Toyota", "HiLux"), "glacier-white", "front3q"),
    short_description: "Unbreakable for a reason: the HiLux works the mine site on Monday and the beach track on Saturday.",
    from_price: 31740,
  },
  {
    name: "RAV4",
    slug: "rav4",
    manufacturer_name: "Toyota",
    manufacturer_body: "SUVs",
    body: "SUV",
    image: exteriorImageUrl(catalogBody("Toyota", "RAV4"), "glacier-white", "front3q"),
    short_description: "Australia's favourite SUV, with a self-charging hybrid that sips 4.7 L/100 km.",
    from_price: 40690,
  },
  {
    name: "Kluger",
    slug: "kluger",
    manufacturer_name: "Toyota",
    manufacturer_body: "SUVs",
    manufacturer_body2: "People Movers",
    body: "SUV",
    image: exteriorImageUrl(catalogBody("Toyota", "Kluger"), "bronze", "front3q"),
    short_description: "Seven seats and a hybrid all-wheel-drive option for the family that does everything.",
    from_price: 56450,
  },
  {
    name: "HiAce",
    slug: "hiace",
    manufacturer_name: "Toyota",
    manufacturer_body: "Vans",
    body: "Van",
    image: exteriorImageUrl(catalogBody("Toyota", "HiAce"), "glacier-white", "front3q"),
    short_description: "Tradies' favourite, in long and super-long wheelbase, with a 2.8L turbo diesel.",
    from_price: 49550,
  },
  {
    name: "CX-5",
    slug: "cx-5",
    manufacturer_name: "Mazda",
    manufacturer_body: "SUVs",
    body: "SUV",
    image: exteriorImageUrl(catalogBody("Mazda", "CX-5"), "red", "front3q"),
    short_description: "Premium feel, sharp handling and a beautifully finished cabin in a mid-size SUV.",
    from_price: 35890,
  },
  {
    name: "BT-50",
    slug: "bt-50",
    manufacturer_name: "Mazda",
    manufacturer_body: "Trucks",
    body: "Ute",
    image: exteriorImageUrl(catalogBody("Mazda", "BT-50"), "graphite", "front3q"),
    short_description: "A tough 3.0L turbo diesel ute with Mazda style, 3,500 kg towing and a 5 year warranty.",
    from_price: 34920,
  },
  {
    name: "MX-5",
    slug: "mx-5",
    manufacturer_name: "Mazda",
    manufacturer_body: "Performance",
    body: "Convertible",
    image: exteriorImageUrl(catalogBody("Mazda", "MX-5"), "red", "side"),
    short_description: "The world's best-selling roadster: light, balanced and made for a Sunday drive.",
    from_price: 42120,
  },
  {
    name: "IONIQ 5",
    slug: "ioniq-5",
    manufacturer_name: "Hyundai",
    manufacturer_body: "SUVs",
    manufacturer_body2: "Electric",
    body: "Electric",
    image: exteriorImageUrl(catalogBody("Hyundai", "IONIQ 5"), "silver", "front3q"),
    short_description: "Ultra-fast charging, a flat floor and up to 570 km of range in Hyundai's award-winning EV.",
    from_price: 59000,
  },
  {
    name: "Carnival",
    slug: "carnival",
    manufacturer_name: "Kia",
    manufacturer_body: "People Movers",
    body: "People Mover",
    image: exteriorImageUrl(catalogBody("Kia", "Carnival"), "pearl-white", "front3q"),
    short_description: "Eight seats, sliding doors and a hybrid option: the people mover that feels like an SUV.",
    from_price: 50080,
  },
  {
    name: "EV6",
    slug: "ev6",
    manufacturer_name: "Kia",
    manufacturer_body: "Performance",
    manufacturer_body2: "Electric",
    body: "Electric",
    image: exteriorImageUrl(catalogBody("Kia", "EV6"), "graphite", "front3q"),
    short_description: "Kia's electric crossover, from efficient rear-drive to the 430 kW GT.",
    from_price: 67990,
  },
  {
    name: "Tasman",
    slug: "tasman",
    manufacturer_name: "Kia",
    manufacturer_body: "Trucks",
    body: "Ute",
    image: exteriorImageUrl("ute", "sand", "front3q"),
    short_description: "Kia's first ute, designed and tuned for Australia. Register your interest today.",
    status: "coming_soon",
  },
];

const banner = (family: Parameters<typeof exteriorImageUrl>[0], paint: Parameters<typeof exteriorImageUrl>[1]) => exteriorImageUrl(family, paint, "side");

export const APEX_BRANDS: BrandInput[] = [
  { title: "Toyota", slug: "toyota", banner: banner("suv", "glacier-white"), description: "Apex Mount Gravatt is a Toyota dealer of the year finalist, with the full Toyota range, certified pre-owned Toyotas and a Toyota-trained service team." },
  { title: "Mazda", slug: "mazda", banner: banner("suv", "red"), description: "Mazda's range of SUVs, utes and the MX-5 roadster, at Apex Mount Gravatt." },
  { title: "Hyundai", slug: "hyundai", banner: banner(catalogBody("Hyundai", "i30"), "blue"), description: "From the i30 to the IONIQ 5, the Hyundai range with 5 years unlimited km warranty." },
  { title: "Kia", slug: "kia", banner: banner(catalogBody("Kia", "Carnival"), "pearl-white"), description: "Kia's 7 year unlimited km warranty covers every new Kia we sell, from the Picanto to the EV6." },
  { title: "Subaru", slug: "subaru", banner: banner(catalogBody("Subaru", "Outback"), "green"), description: "Symmetrical all-wheel drive on every Subaru, at Apex Mount Gravatt." },
  { title: "Ford", slug: "ford", banner: banner("ute", "blue"), description: "Ranger, Everest and the rest of the Ford range at Apex Southport." },
  { title: "Mitsubishi", slug: "mitsubishi", skipPage: true },
  { title: "Nissan", slug: "nissan", skipPage: true },
  { title: "Volkswagen", slug: "volkswagen", skipPage: true },
  { title: "MG", slug: "mg", skipPage: true },
  { title: "BMW", slug: "bmw", banner: banner("sedan", "black"), description: "The BMW range at Apex Parramatta, including the electric i4." },
  { title: "Mercedes-Benz", slug: "mercedes-benz", skipPage: true },
  { title: "Tesla", slug: "tesla", skipPage: true },
  { title: "Honda", slug: "honda", skipPage: true },
  { title: "Suzuki", slug: "suzuki", skipPage: true },
  { title: "Yamaha", slug: "yamaha", group: "motorcycle", banner: banner("motorcycle", "blue"), description: "Road, adventure and learner-approved Yamaha motorcycles at Apex Trucks & Motorcycles Coomera." },
  { title: "Kawasaki", slug: "kawasaki", group: "motorcycle", skipPage: true },
  { title: "KTM", slug: "ktm", group: "motorcycle", skipPage: true },
  { title: "Isuzu Trucks", slug: "isuzu-trucks", group: "truck", banner: banner("truck", "glacier-white"), description: "Australia's number one truck brand for over 30 years. N Series and F Series trucks at Apex Coomera." },
  { title: "Hino", slug: "hino", group: "truck", skipPage: true },
  { title: "Fuso", slug: "fuso", group: "truck", skipPage: true },
  {
    title: "Apex Finance",
    slug: "apex-finance",
    group: "our",
    banner: banner("sedan", "silver"),
    description: "Car, bike and truck finance arranged in-house, with approvals in as little as an hour.\n\nTalk to our finance team at any Apex location.",
  },
  { title: "Apex Service", slug: "apex-service", group: "our", banner: banner("van", "graphite"), description: "Logbook servicing for every make at Apex Service Centre Mount Gravatt, with genuine parts and a free wash." },
];

/** The /brands stats banner: counted from the tenant's own locations and brands, and its founding year (ADR 036). */
export const APEX_BRAND_STATS: BrandStatInput[] = [{ stat: "locations" }, { stat: "brands" }, { stat: "years", since: 1994 }];

/** Highway Moto: motorcycle brands link straight to their stock; the caravan yard is the group's own brand. */
export const HIGHWAY_BRANDS: BrandInput[] = [
  ...["Yamaha", "Honda", "Kawasaki", "KTM", "Harley-Davidson", "BMW", "Suzuki", "Triumph"].map((title): BrandInput => ({ title, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"), group: "motorcycle", skipPage: true })),
  { title: "Highway Caravans", slug: "highway-caravans", group: "our", banner: banner("caravan", "glacier-white"), description: "Jayco, Lotus, Crusader, New Age and Zone RV caravans at our Nerang yard." },
];

/** Every image the demo models and brands name, for the seed to render. */
export function demoModelAndBrandImages(config: SiteConfigInput | undefined): string[] {
  const models = (config?.models ?? []).flatMap((m) => (m.image ? [m.image] : []));
  const brands = (config?.brands ?? []).flatMap((b) => [b.banner, b.logo].filter((x): x is string => !!x));
  return [...models, ...brands];
}
