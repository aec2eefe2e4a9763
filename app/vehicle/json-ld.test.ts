import { describe, expect, it } from "vitest";
import { availability, itemCondition, vehicleDescription, vehicleJsonLd, vehicleMeta } from "./json-ld.ts";
import { vehicleFullTitle } from "../stock/vehicle-names.ts";
import { jsonForScript } from "../lib/json-for-script.ts";
import { location, vehicle } from "./vehicle-fixtures.ts";
import { expectCases } from "../lib/test-cases.ts";

const hilux = vehicle({
  id: 12345,
  year: 2021,
  make: "Toyota",
  model: "HiLux",
  badge: "SR5",
  price: 45_990,
  km: 32_150,
  simple_transmission: "Automatic",
  simple_fuel: "Diesel",
  simple_body: "Ute",
  colour: "White",
  stocknum: "T1234",
  vin: "MR0HA3CD100123456",
  images: [{ url: "/media/hilux-1.jpg" }, { url: "https://cdn.example.com/hilux-2.jpg" }],
});
const ctx = { url: "https://dealer.example.com.au/cars/2021-toyota-hilux-sr5-12345", siteName: "Forecourt Toyota", location: location() };

describe("vehicleJsonLd", () => {
  it("describes the car, its offer and the selling location", () => {
    expect(vehicleJsonLd(hilux, ctx)).toEqual({
      "@context": "https://schema.org",
      "@type": "Car",
      name: "2021 Toyota HiLux SR5",
      description: "Used 2021 Toyota HiLux SR5 for $45,990. 32,150 km, Automatic, Diesel. At Brisbane City, Brisbane QLD.",
      url: ctx.url,
      image: ["https://dealer.example.com.au/media/hilux-1.jpg", "https://cdn.example.com/hilux-2.jpg"],
      sku: "T1234",
      brand: { "@type": "Brand", name: "Toyota" },
      model: "HiLux",
      vehicleModelDate: "2021",
      vehicleConfiguration: "SR5",
      vehicleIdentificationNumber: "MR0HA3CD100123456",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 32_150, unitCode: "KMT" },
      color: "White",
      bodyType: "Ute",
      fuelType: "Diesel",
      vehicleTransmission: "Automatic",
      itemCondition: "https://schema.org/UsedCondition",
      offers: {
        "@type": "Offer",
        url: ctx.url,
        price: 45_990,
        priceCurrency: "AUD",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/UsedCondition",
        seller: {
          "@type": "AutoDealer",
          name: "Brisbane City",
          telephone: "+61738214000",
          address: { "@type": "PostalAddress", streetAddress: "1 Queen St", addressLocality: "Brisbane", addressRegion: "QLD", postalCode: "4000", addressCountry: "AU" },
        },
      },
    });
  });

  it("leaves out the price of an unpriced car and names the site as seller without a location", () => {
    const ld = vehicleJsonLd(vehicle({ price: null, car_type: "new", status: "coming_soon" }), { ...ctx, location: null });
    expect(ld.offers).toEqual({
      "@type": "Offer",
      url: ctx.url,
      availability: "https://schema.org/PreOrder",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "AutoDealer", name: "Forecourt Toyota" },
    });
    expect(ld).not.toHaveProperty("image");
    expect(ld).not.toHaveProperty("vehicleIdentificationNumber");
  });

  it("survives being inlined in a script element", () => {
    const sneaky = vehicle({ badge: "</script><script>alert(1)</script>" });
    expect(jsonForScript(vehicleJsonLd(sneaky, ctx))).not.toContain("</script>");
  });
});

describe("schema.org values", () => {
  it("maps stock status to availability", () => {
    expectCases(availability, [
      ["in_stock", "https://schema.org/InStock"],
      ["coming_soon", "https://schema.org/PreOrder"],
      ["sold", "https://schema.org/SoldOut"],
      ["on_hold", "https://schema.org/OutOfStock"],
      ["archived", "https://schema.org/OutOfStock"],
    ]);
  });

  it("maps car type to condition, demo as used", () => {
    expectCases(itemCondition, [
      ["new", "https://schema.org/NewCondition"],
      ["used", "https://schema.org/UsedCondition"],
      ["demo", "https://schema.org/UsedCondition"],
    ]);
  });

  it("names and describes cars", () => {
    expect(vehicleFullTitle(vehicle({ badge: null }))).toBe("2020 Toyota Corolla");
    expect(vehicleDescription(vehicle({ price: null, km: null, car_type: "demo" }), null)).toBe("Demo 2020 Toyota Corolla.");
  });
});

describe("vehicleMeta", () => {
  it("gives title, description, canonical, OpenGraph and Twitter tags", () => {
    const description = "Used 2021 Toyota HiLux SR5 for $45,990. 32,150 km, Automatic, Diesel. At Brisbane City, Brisbane QLD.";
    expect(vehicleMeta(hilux, ctx)).toEqual([
      { title: "2021 Toyota HiLux SR5 · Forecourt Toyota" },
      { name: "description", content: description },
      { tagName: "link", rel: "canonical", href: ctx.url },
      { property: "og:type", content: "product" },
      { property: "og:title", content: "2021 Toyota HiLux SR5" },
      { property: "og:description", content: description },
      { property: "og:url", content: ctx.url },
      { property: "og:site_name", content: "Forecourt Toyota" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: "2021 Toyota HiLux SR5" },
      { name: "twitter:description", content: description },
      { property: "og:image", content: "https://dealer.example.com.au/media/hilux-1.jpg" },
      { property: "og:image:alt", content: "2021 Toyota HiLux SR5" },
      { name: "twitter:image", content: "https://dealer.example.com.au/media/hilux-1.jpg" },
      { property: "product:price:amount", content: "45990" },
      { property: "product:price:currency", content: "AUD" },
    ]);
  });

  it("uses a small card without an image", () => {
    const tags = vehicleMeta(vehicle({ price: null }), ctx);
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(tags.some((t) => "property" in t && t.property === "og:image")).toBe(false);
    expect(tags.some((t) => "property" in t && t.property === "product:price:amount")).toBe(false);
  });
});

describe("vehicleJsonLd's seller", () => {
  it("points at the location page's AutoDealer when the location has a page", () => {
    const ld = vehicleJsonLd(hilux, { ...ctx, locationUrl: "https://dealer.example.com.au/locations/brisbane-city" });
    expect((ld.offers as Record<string, unknown>).seller).toMatchObject({
      "@type": "AutoDealer",
      "@id": "https://dealer.example.com.au/locations/brisbane-city#dealer",
      url: "https://dealer.example.com.au/locations/brisbane-city",
      name: "Brisbane City",
    });
  });

  it("carries schema.org's properties for a car and its offer", () => {
    const ld = vehicleJsonLd(hilux, ctx);
    for (const key of ["name", "brand", "model", "vehicleModelDate", "mileageFromOdometer", "vehicleIdentificationNumber", "offers"]) expect(ld, key).toHaveProperty(key);
    expect(ld.mileageFromOdometer).toEqual({ "@type": "QuantitativeValue", value: 32_150, unitCode: "KMT" });
    expect(ld.offers).toMatchObject({ "@type": "Offer", price: 45_990, priceCurrency: "AUD", availability: "https://schema.org/InStock", url: ctx.url, seller: { "@type": "AutoDealer" } });
  });
});
