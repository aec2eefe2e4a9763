/**
 * The printable one-page PDF of a car (spec 001 §2 '/print?car_id={slug}', §4 'Print'): photo,
 * title, price, key specifications, features, dealer comments and where to find the car. Made
 * with pdfkit's standard fonts, so nothing is embedded but the photo. Content streams are left
 * uncompressed: the file stays small and its text stays searchable by simple tools.
 */

import PDFDocument from "pdfkit";
import { formatKm, formatPrice } from "../lib/format.ts";
import { formatPhone } from "../lib/phone.ts";
import type { Vehicle } from "../stock/vehicle-schema.ts";
import { truncateOnWord } from "./dealer-comments.ts";
import { vehicleFullTitle } from "../stock/vehicle-names.ts";
import { keyInformation, featureList } from "./key-information.ts";
import type { RegistrationStatus } from "./registration.ts";
import { mediumDateIn } from "../lib/time-zones.ts";

export interface PdfDealer {
  siteName: string;
  url: string;
  themeColor: string;
  location: { name: string; street: string; city: string; state: string; postcode: string; phone: string | null; email: string | null } | null;
}

/** JPEG or PNG bytes of the car's main photo (pdfkit reads neither WebP nor AVIF), or null. */
export type PhotoLoader = (url: string) => Promise<Buffer | null>;

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const INK = "#0f172a";
const MUTED = "#5b6474";
const RULE = "#e2e8f0";
const MAX_FEATURES = 24;
const COMMENTS_CUTOFF = 700;

/** pdfkit's standard fonts speak WinAnsi: characters outside it are swapped for look-alikes or dropped. */
export function pdfText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u00a0/g, " ")
    .replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2022\u2026\u20ac\n]/g, "");
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(Buffer.from(c)));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

export async function vehiclePdf(vehicle: Vehicle, dealer: PdfDealer, opts: { registration: RegistrationStatus | null; loadPhoto: PhotoLoader; now?: Date }): Promise<Buffer> {
  const title = vehicleFullTitle(vehicle);
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    compress: false,
    info: { Title: pdfText(title), Author: pdfText(dealer.siteName), Subject: pdfText(`${title} at ${dealer.siteName}`), Creator: "Forecourt" },
  });
  const done = collect(doc);
  const left = PAGE.margin;
  const width = PAGE.width - PAGE.margin * 2;

  // Header band: dealer name and contact.
  doc.rect(0, 0, PAGE.width, 56).fill(dealer.themeColor);
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(16).text(pdfText(dealer.siteName), left, 20, { width: width * 0.6, lineBreak: false });
  const phone = dealer.location?.phone ? formatPhone(dealer.location.phone) : null;
  if (phone) doc.font("Helvetica-Bold").fontSize(12).text(phone, left, 22, { width, align: "right", lineBreak: false });

  // Title and price.
  let y = 76;
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(20).text(pdfText(title), left, y, { width: width - 150 });
  const subtitle = [vehicle.series, { new: "New", used: "Used", demo: "Demo" }[vehicle.car_type], vehicle.stocknum ? `Stock #${vehicle.stocknum}` : null].filter(Boolean).join("  ·  ");
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(pdfText(subtitle), left, doc.y + 2, { width: width - 150 });
  const price = formatPrice(vehicle.price);
  doc.font("Helvetica-Bold").fontSize(20).fillColor(dealer.themeColor).text(price ?? "Enquire", left + width - 150, y, { width: 150, align: "right" });
  if (price && vehicle.price_type) doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(pdfText(vehicle.price_type.toUpperCase()), left + width - 150, doc.y, { width: 150, align: "right" });
  const wasPrice = vehicle.before_price && vehicle.price && vehicle.before_price > vehicle.price ? formatPrice(vehicle.before_price) : null;
  if (wasPrice) doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(`Was ${wasPrice}`, left + width - 150, doc.y, { width: 150, align: "right" });
  y = Math.max(doc.y, 120) + 10;

  // Photo.
  const photoUrl = vehicle.images[0]?.url;
  const photo = photoUrl ? await opts.loadPhoto(photoUrl).catch(() => null) : null;
  const photoHeight = Math.round((width * 2) / 3 / 1.25);
  if (photo) {
    doc.save().rect(left, y, width, photoHeight).clip();
    try {
      doc.image(photo, left, y, { cover: [width, photoHeight], align: "center", valign: "center" });
    } catch {
      doc.rect(left, y, width, photoHeight).fill("#e5e7eb");
    } finally {
      doc.restore();
    }
  } else {
    doc.rect(left, y, width, photoHeight).fill("#e5e7eb");
    doc.fillColor(MUTED).font("Helvetica").fontSize(11).text("Photo coming soon", left, y + photoHeight / 2 - 6, { width, align: "center" });
  }
  y += photoHeight + 16;

  // Key specifications, two columns.
  const key = keyInformation(vehicle);
  const specs = [...key.visible, ...key.hidden].filter((s) => s.label !== "Odometer");
  const rows = [{ label: "Odometer", value: formatKm(vehicle.km) ?? "—" }, ...specs];
  if (opts.registration) rows.push({ label: "Rego Expiry", value: opts.registration.registered ? opts.registration.label.replace("Expires on ", "") : opts.registration.label });
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(12).text("Key Specifications", left, y);
  y = doc.y + 6;
  const colWidth = (width - 20) / 2;
  const shown = rows.slice(0, 16);
  const perColumn = Math.ceil(shown.length / 2);
  shown.forEach((row, i) => {
    const col = i < perColumn ? 0 : 1;
    const x = left + col * (colWidth + 20);
    const rowY = y + (i % perColumn) * 17;
    doc.moveTo(x, rowY + 14).lineTo(x + colWidth, rowY + 14).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(pdfText(row.label), x, rowY + 2, { width: colWidth * 0.45, lineBreak: false });
    doc.font("Helvetica-Bold").fontSize(9).fillColor(INK).text(pdfText(row.value), x + colWidth * 0.45, rowY + 2, { width: colWidth * 0.55, align: "right", lineBreak: false, ellipsis: true });
  });
  y += perColumn * 17 + 14;

  // Features, two columns of bullets.
  const features = featureList(vehicle);
  const allFeatures = [...features.visible, ...features.hidden];
  if (allFeatures.length > 0) {
    doc.fillColor(INK).font("Helvetica-Bold").fontSize(12).text("Features", left, y);
    y = doc.y + 4;
    const list = allFeatures.slice(0, MAX_FEATURES);
    const half = Math.ceil(list.length / 2);
    list.forEach((f, i) => {
      const x = left + (i < half ? 0 : colWidth + 20);
      doc.font("Helvetica").fontSize(8.5).fillColor(INK).text(`•  ${pdfText(f)}`, x, y + (i % half) * 12, { width: colWidth, lineBreak: false, ellipsis: true });
    });
    y += half * 12 + 4;
    if (allFeatures.length > MAX_FEATURES) doc.font("Helvetica").fontSize(8).fillColor(MUTED).text(`and ${allFeatures.length - MAX_FEATURES} more`, left, y);
    y = doc.y + 10;
  }

  // Dealer comments, when they fit.
  const comments = vehicle.dealercomments?.trim();
  const footerTop = PAGE.height - PAGE.margin - 52;
  if (comments && y < footerTop - 60) {
    doc.fillColor(INK).font("Helvetica-Bold").fontSize(12).text("Dealer Comments", left, y);
    doc.font("Helvetica").fontSize(9).fillColor(INK).text(pdfText(truncateOnWord(comments.replace(/\s+/g, " "), COMMENTS_CUTOFF)), left, doc.y + 4, { width, height: footerTop - doc.y - 12, ellipsis: true });
  }

  // Footer: where the car is.
  doc.moveTo(left, footerTop).lineTo(left + width, footerTop).lineWidth(1).strokeColor(dealer.themeColor).stroke();
  const l = dealer.location;
  const where = l ? `${l.name}  ·  ${l.street}, ${l.city} ${l.state} ${l.postcode}` : dealer.siteName;
  const contact = [phone, l?.email, dealer.url].filter(Boolean).join("  ·  ");
  doc.font("Helvetica-Bold").fontSize(9).fillColor(INK).text(pdfText(where), left, footerTop + 8, { width, lineBreak: false, ellipsis: true });
  doc.font("Helvetica").fontSize(8.5).fillColor(MUTED).text(pdfText(contact), left, footerTop + 22, { width, lineBreak: false, ellipsis: true });
  const printed = mediumDateIn(opts.now ?? new Date());
  doc
    .font("Helvetica")
    .fontSize(7)
    .fillColor(MUTED)
    .text(`Printed ${printed}. Price and availability may change; please confirm with the dealer. Photos are for illustration.`, left, footerTop + 36, { width, lineBreak: false, ellipsis: true });

  doc.end();
  return done;
}
