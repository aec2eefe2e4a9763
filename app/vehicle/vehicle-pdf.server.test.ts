import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { vehicle } from "./vehicle-fixtures.ts";
import { pdfText, vehiclePdf } from "./vehicle-pdf.server.ts";

/** The text drawn on the page: pdfkit writes each line as a TJ array of hex strings split for kerning. */
function pageText(pdf: Buffer): string {
  const lines = [...pdf.toString("latin1").matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\] TJ/g)];
  return lines.map((m) => [...m[1].matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1], "hex").toString("latin1")).join("")).join("\n");
}

const dealer = {
  siteName: "Apex Motor Group",
  url: "https://apex.example/cars/x",
  themeColor: "#0b4ea2",
  location: { name: "Apex Southport", street: "80 Ferry Rd", city: "Southport", state: "QLD", postcode: "4215", phone: "+61 7 5591 2200", email: null },
};

describe("vehiclePdf", () => {
  it("makes a one-page PDF with the title, price, specifications, features and the dealer", async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#c00" } }).jpeg().toBuffer();
    const car = vehicle({ make: "Toyota", model: "HiLux", badge: "SR5", price: 45_990, km: 32_150, images: [{ url: "/media/hilux.webp" }], standardEquipment: ["Reversing Camera", "Tow Bar"] });
    const loaded: string[] = [];
    const pdf = await vehiclePdf(car, dealer, { registration: null, loadPhoto: async (url) => (loaded.push(url), jpeg), now: new Date("2026-11-22T00:00:00Z") });
    const raw = pdf.toString("latin1");
    expect(raw.startsWith("%PDF-")).toBe(true);
    expect(raw).toContain("/Subtype /Image");
    expect(raw).toContain("(2020 Toyota HiLux SR5)"); // the /Title string object
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(loaded).toEqual(["/media/hilux.webp"]);
    const text = pageText(pdf);
    for (const s of ["2020 Toyota HiLux SR5", "$45,990", "32,150 km", "Reversing Camera", "Apex Southport", "07 5591 2200"]) expect(text).toContain(s);
  });

  it("still prints without a photo", async () => {
    const pdf = await vehiclePdf(vehicle({ price: null }), { ...dealer, location: null }, { registration: null, loadPhoto: async () => null });
    const text = pageText(pdf);
    expect(text).toContain("Photo coming soon");
    expect(text).toContain("Enquire");
  });

  it("keeps text inside the standard fonts' character set", () => {
    expect(pdfText("Owner’s “pride” – 5★")).toBe("Owner's \"pride\" – 5");
  });
});
