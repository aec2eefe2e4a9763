import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { vehicle } from "./vehicle-fixtures.ts";
import { pdfText, vehiclePdf } from "./vehicle-pdf.server.ts";

/** The text drawn on the page: pdfkit writes each line as a TJ array of hex strings split for kerning. */
function pageText(pdf: Buffer): string {
  const lines = [...pdf.toString("latin1").matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\] TJ/g)];
  return lines.map((m) => [...m[1].matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1], "hex").toString("latin1")).join("")).join("\n");
}

type TextBox = { text: string; left: number; right: number; top: number; bottom: number };

/**
 * Each page's lines of text with the box they take, read from the uncompressed content streams: pdfkit sets each
 * line with `1 0 0 1 x y Tm` (y up from the page's bottom, at the baseline) and `/F n Tf`. Widths are estimated from
 * Helvetica's average glyph (wide enough that a real collision is never missed, narrow enough for columns).
 */
function pageBoxes(pdf: Buffer): TextBox[][] {
  const height = 841.89;
  const streams = [...pdf.toString("latin1").matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((m) => m[1]).filter((s) => s.includes(" Tm\n"));
  return streams.map((s) =>
    [...s.matchAll(/1 0 0 1 ([\d.-]+) ([\d.-]+) Tm\n\/F\d+ ([\d.]+) Tf\n(?:[^\n]*\n)*?\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\] TJ/g)].map((m) => {
      const [x, y, size] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const text = [...m[4].matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1], "hex").toString("latin1")).join("");
      const baseline = height - y;
      return { text, left: x, right: x + text.length * size * 0.5, top: baseline - size * 0.7, bottom: baseline + size * 0.2 };
    }),
  );
}

/** The photo (or its grey stand-in): the one large rectangle, in the page's top-down coordinates. */
function photoBox(pdf: Buffer): TextBox | null {
  const first = pdf.toString("latin1").match(/stream\n([\s\S]*?)\nendstream/g)?.find((s) => s.includes(" Tm\n")) ?? "";
  const big = [...first.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re/g)].map((m) => m.slice(1).map(Number)).find(([, , , h]) => h! > 100);
  return big ? { text: "[photo]", left: big[0]!, right: big[0]! + big[2]!, top: big[1]!, bottom: big[1]! + big[3]! } : null;
}

/** Pairs of lines (and the photo) on one page that cross or come closer than a point. */
function collisions(pdf: Buffer): string[] {
  const found: string[] = [];
  const photo = photoBox(pdf);
  pageBoxes(pdf).forEach((lines, page) => {
    const boxes = page === 0 && photo ? [photo, ...lines.filter((b) => b.text !== "Photo coming soon")] : lines;
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        if (a.left < b.right && b.left < a.right && a.top < b.bottom + 1 && b.top < a.bottom + 1) found.push(`"${a.text}" × "${b.text}"`);
      }),
    );
  });
  return found;
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

  it("lays out a long features list and long comments without one line over another, flowing onto more pages", async () => {
    const standardEquipment = Array.from({ length: 41 }, (_, i) => `Feature number ${i + 1} with a fairly long name for its column`);
    const dealercomments = Array.from({ length: 60 }, (_, i) => `Sentence ${i + 1} of the dealer's comments about this well kept car.`).join(" ");
    const car = vehicle({ make: "Hyundai", model: "Santa Fe", badge: "Elite Hybrid AWD", series: "TM", stocknum: "U70356", standardEquipment, dealercomments });
    const url = "http://apex-motor-group.localhost/cars/2023-hyundai-santa-fe-elite-hybrid-awd-100395";
    const pdf = await vehiclePdf(car, { ...dealer, url, location: { ...dealer.location, email: "sales.southport@apexmotorgroup.com.au" } }, { registration: null, loadPhoto: async () => null, now: new Date("2026-11-22T00:00:00Z") });
    expect(collisions(pdf)).toEqual([]);
    const text = pageText(pdf);
    expect(text).toContain("Feature number 41");
    expect(text).toContain("Sentence 60 of");
    expect(pdf.toString("latin1").match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(1);
  });

  it("keeps features, comments and the footer apart on a one-page print", async () => {
    for (const count of [3, 7, 23]) {
      const car = vehicle({ make: "Hyundai", model: "Santa Fe", badge: "Elite Hybrid AWD", series: "ZWE211R", stocknum: "A1", standardEquipment: Array.from({ length: count }, (_, i) => `Feature ${i + 1}`), dealercomments: "A clean car with one owner and full service history." });
      const pdf = await vehiclePdf(car, { ...dealer, url: "https://www.apexmotorgroup.com.au/cars/2020-toyota-corolla-ascent-sport-hybrid-101" }, { registration: null, loadPhoto: async () => null });
      expect(collisions(pdf), `${count} features`).toEqual([]);
    }
  });

  it("keeps text inside the standard fonts' character set", () => {
    expect(pdfText("Owner’s “pride” – 5★")).toBe("Owner's \"pride\" – 5");
  });
});
