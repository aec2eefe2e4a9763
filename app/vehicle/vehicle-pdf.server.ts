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
/** Space above the text on pages after the first, for the running title. */
const CONTINUED_TOP = 70;
const SECTION_GAP = 16;
/** The photo's height at 3:2 on two thirds of the width, and the least it gives up to keep a car on one page. */
const PHOTO_MAX = Math.round((PAGE.width - PAGE.margin * 2) * (2 / 3) / 1.25);
const PHOTO_MIN = 180;

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

/**
 * The page's flow: one cursor down the page, and a new page when the next block does not fit above the footer.
 * Every block asks for its height before it is drawn, so nothing is drawn over anything else; long text (the
 * dealer comments) flows through pdfkit's own line wrapper, which breaks pages at the same bottom margin.
 */
class Flow {
  y: number;
  private doc: PDFKit.PDFDocument;
  constructor(doc: PDFKit.PDFDocument, y: number) {
    this.doc = doc;
    this.y = y;
  }
  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }
  /** Makes room for `height` points, starting a page when they do not fit here. */
  need(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = this.doc.page.margins.top;
  }
}

type FooterText = { where: string; contact: string; disclaimer: string };

/** The footer's lines and the height they take at the full text width. */
function measureFooter(doc: PDFKit.PDFDocument, text: FooterText, width: number) {
  const where = doc.font("Helvetica-Bold").fontSize(9).heightOfString(text.where, { width });
  const contact = doc.font("Helvetica").fontSize(8.5).heightOfString(text.contact, { width });
  const disclaimer = doc.font("Helvetica").fontSize(7).heightOfString(text.disclaimer, { width: width - 60 });
  return { where, contact, disclaimer, total: 8 + where + 3 + contact + 4 + disclaimer };
}

export async function vehiclePdf(vehicle: Vehicle, dealer: PdfDealer, opts: { registration: RegistrationStatus | null; loadPhoto: PhotoLoader; now?: Date }): Promise<Buffer> {
  const title = vehicleFullTitle(vehicle);
  const left = PAGE.margin;
  const width = PAGE.width - PAGE.margin * 2;
  const phone = dealer.location?.phone ? formatPhone(dealer.location.phone) : null;
  const l = dealer.location;
  const footer: FooterText = {
    where: pdfText(l ? `${l.name}  ·  ${l.street}, ${l.city} ${l.state} ${l.postcode}` : dealer.siteName),
    contact: pdfText([phone, l?.email, dealer.url].filter(Boolean).join("  ·  ")),
    disclaimer: `Printed ${mediumDateIn(opts.now ?? new Date())}. Price and availability may change; please confirm with the dealer. Photos are for illustration.`,
  };

  // The footer's height sets every page's bottom margin, so it is measured (on a scratch document) first.
  const footerSize = measureFooter(new PDFDocument({ autoFirstPage: false }), footer, width);
  const footerTop = PAGE.height - PAGE.margin - footerSize.total;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: CONTINUED_TOP, left, right: left, bottom: PAGE.height - footerTop + 12 },
    bufferPages: true,
    compress: false,
    info: { Title: pdfText(title), Author: pdfText(dealer.siteName), Subject: pdfText(`${title} at ${dealer.siteName}`), Creator: "Forecourt" },
  });
  const done = collect(doc);

  // Header band: dealer name and contact.
  doc.rect(0, 0, PAGE.width, 56).fill(dealer.themeColor);
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(16).text(pdfText(dealer.siteName), left, 20, { width: width * 0.6, lineBreak: false });
  if (phone) doc.font("Helvetica-Bold").fontSize(12).text(phone, left, 22, { width, align: "right", lineBreak: false });

  // Title and price, side by side: the block ends below the taller of the two columns.
  const top = 76;
  const titleWidth = width - 160;
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(20).text(pdfText(title), left, top, { width: titleWidth });
  const subtitle = [vehicle.series, { new: "New", used: "Used", demo: "Demo" }[vehicle.car_type], vehicle.stocknum ? `Stock #${vehicle.stocknum}` : null].filter(Boolean).join("  ·  ");
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(pdfText(subtitle), left, doc.y + 2, { width: titleWidth });
  const titleBottom = doc.y;
  const price = formatPrice(vehicle.price);
  doc.font("Helvetica-Bold").fontSize(20).fillColor(dealer.themeColor).text(price ?? "Enquire", left + width - 150, top, { width: 150, align: "right" });
  if (price && vehicle.price_type) doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(pdfText(vehicle.price_type.toUpperCase()), left + width - 150, doc.y, { width: 150, align: "right" });
  const wasPrice = vehicle.before_price && vehicle.price && vehicle.before_price > vehicle.price ? formatPrice(vehicle.before_price) : null;
  if (wasPrice) doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(`Was ${wasPrice}`, left + width - 150, doc.y, { width: 150, align: "right" });
  const flow = new Flow(doc, Math.max(titleBottom, doc.y) + 12);

  const colWidth = (width - 20) / 2;
  const HEADING = 18;

  // What follows the photo, measured first: the photo gives up height (down to PHOTO_MIN) so that a car whose
  // details nearly fit stays on one page.
  const key = keyInformation(vehicle);
  const specs = [...key.visible, ...key.hidden].filter((s) => s.label !== "Odometer");
  const rows = [{ label: "Odometer", value: formatKm(vehicle.km) ?? "—" }, ...specs];
  if (opts.registration) rows.push({ label: "Rego Expiry", value: opts.registration.registered ? opts.registration.label.replace("Expires on ", "") : opts.registration.label });
  const shown = rows.slice(0, 16);
  const perColumn = Math.ceil(shown.length / 2);
  const specsHeight = HEADING + perColumn * 17 + SECTION_GAP;

  const features = featureList(vehicle);
  const allFeatures = [...features.visible, ...features.hidden].map((f) => `•  ${pdfText(f)}`);
  const featureRows = Array.from({ length: Math.ceil(allFeatures.length / 2) }, (_, r) => allFeatures.slice(r * 2, r * 2 + 2));
  const rowHeight = (pair: string[]) => Math.max(...pair.map((f) => doc.font("Helvetica").fontSize(8.5).heightOfString(f, { width: colWidth }))) + 3;
  const featuresHeight = featureRows.length ? HEADING + featureRows.reduce((h, pair) => h + rowHeight(pair), 0) + SECTION_GAP - 3 : 0;

  const comments = pdfText(
    (vehicle.dealercomments ?? "")
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s+/g, " ").trim())
      .filter(Boolean)
      .join("\n\n"),
  );
  const commentOptions = { width, lineGap: 1.5 };
  const commentsHeight = comments ? HEADING + doc.font("Helvetica").fontSize(9).heightOfString(comments, commentOptions) : 0;

  const rest = specsHeight + featuresHeight + commentsHeight;
  const spare = flow.bottom - flow.y - SECTION_GAP - rest;
  const photoHeight = Math.round(spare >= PHOTO_MAX ? PHOTO_MAX : spare >= PHOTO_MIN ? spare : PHOTO_MAX);

  // Photo.
  const photoUrl = vehicle.images[0]?.url;
  const photo = photoUrl ? await opts.loadPhoto(photoUrl).catch(() => null) : null;
  let y = flow.y;
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
    doc.fillColor(MUTED).font("Helvetica").fontSize(11).text("Photo coming soon", left, y + photoHeight / 2 - 6, { width, align: "center", lineBreak: false });
  }
  flow.y = y + photoHeight + SECTION_GAP;

  /** A section heading, kept on the page with the first `firstBlock` points of what it heads. */
  const heading = (text: string, firstBlock: number) => {
    flow.need(HEADING + firstBlock);
    doc.fillColor(INK).font("Helvetica-Bold").fontSize(12).text(text, left, flow.y, { lineBreak: false });
    flow.y += HEADING;
  };

  // Key specifications, two columns, kept together.
  heading("Key Specifications", perColumn * 17);
  y = flow.y;
  shown.forEach((row, i) => {
    const col = i < perColumn ? 0 : 1;
    const x = left + col * (colWidth + 20);
    const rowY = y + (i % perColumn) * 17;
    doc.moveTo(x, rowY + 14).lineTo(x + colWidth, rowY + 14).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(pdfText(row.label), x, rowY + 2, { width: colWidth * 0.45, lineBreak: false });
    doc.font("Helvetica-Bold").fontSize(9).fillColor(INK).text(pdfText(row.value), x + colWidth * 0.45, rowY + 2, { width: colWidth * 0.55, align: "right", lineBreak: false, ellipsis: true });
  });
  flow.y = y + perColumn * 17 + SECTION_GAP;

  // Features: every one, two to a row; a long name wraps within its column, and the row is as tall as its taller half.
  if (featureRows.length) {
    heading("Features", rowHeight(featureRows[0]!));
    for (const pair of featureRows) {
      const h = rowHeight(pair);
      flow.need(h);
      pair.forEach((f, col) => doc.font("Helvetica").fontSize(8.5).fillColor(INK).text(f, left + col * (colWidth + 20), flow.y, { width: colWidth }));
      flow.y += h;
    }
    flow.y += SECTION_GAP - 3;
  }

  // Dealer comments, whole: pdfkit's wrapper carries them onto the next page at the bottom margin.
  if (comments) {
    heading("Dealer Comments", doc.font("Helvetica").fontSize(9).currentLineHeight(true) * 3);
    doc.font("Helvetica").fontSize(9).fillColor(INK).text(comments, left, flow.y, commentOptions);
    flow.y = doc.y;
  }

  // Every page: the running title on pages after the first, and the footer (where the car is, page n of m).
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Drawing in the footer area must not trip pdfkit's automatic page break.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (i > range.start) {
      doc.font("Helvetica-Bold").fontSize(10).fillColor(INK).text(pdfText(title), left, PAGE.margin, { width: width - 120, lineBreak: false, ellipsis: true });
      doc.font("Helvetica").fontSize(10).fillColor(MUTED).text("continued", left + width - 120, PAGE.margin, { width: 120, align: "right", lineBreak: false });
      doc.moveTo(left, PAGE.margin + 18).lineTo(left + width, PAGE.margin + 18).lineWidth(0.5).strokeColor(RULE).stroke();
    }
    let fy = footerTop;
    doc.moveTo(left, fy).lineTo(left + width, fy).lineWidth(1).strokeColor(dealer.themeColor).stroke();
    fy += 8;
    doc.font("Helvetica-Bold").fontSize(9).fillColor(INK).text(footer.where, left, fy, { width });
    fy += footerSize.where + 3;
    doc.font("Helvetica").fontSize(8.5).fillColor(MUTED).text(footer.contact, left, fy, { width });
    fy += footerSize.contact + 4;
    doc.font("Helvetica").fontSize(7).fillColor(MUTED).text(footer.disclaimer, left, fy, { width: width - 60 });
    if (range.count > 1) doc.font("Helvetica").fontSize(7).fillColor(MUTED).text(`Page ${i - range.start + 1} of ${range.count}`, left + width - 60, fy, { width: 60, align: "right", lineBreak: false });
    doc.page.margins.bottom = bottom;
  }

  doc.end();
  return done;
}
