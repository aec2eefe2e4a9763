/**
 * A stock feed in the Australian DMS column set, generated for tests (issue 14): `size` rows with bad rows of different
 * kinds at fixed places, some unknown statuses, quoted comments with commas, quotes and embedded newlines. It knows
 * the physical line of each row by counting the newlines it writes, so a test can expect the exact bad-row list.
 */

export const AU_DMS_HEADER = [
  "Stock Number",
  "VIN",
  "Rego",
  "Rego Expiry",
  "Condition",
  "Year",
  "Make",
  "Model",
  "Badge",
  "Series",
  "Body",
  "Transmission",
  "Fuel Type",
  "Drive Type",
  "Colour",
  "Odometer",
  "Drive Away Price",
  "EGC Price",
  "Redbook Code",
  "Build Date",
  "Compliance Date",
  "Location Code",
  "Dealer Comments",
  "Features",
  "Photo URLs",
  "Status",
] as const;
type Column = (typeof AU_DMS_HEADER)[number];
type Row = Record<Column, string>;

const MAKES = [
  ["Toyota", "HiLux", "SR5", "Ute"],
  ["Mazda", "CX-5", "Maxx Sport", "SUV"],
  ["Ford", "Ranger", "XLT", "Ute"],
  ["Hyundai", "i30", "Active", "Hatch"],
  ["Kia", "Sportage", "GT-Line", "SUV"],
] as const;

export const stockNumber = (i: number) => `S${String(i).padStart(5, "0")}`;
export const vinOf = (i: number) => `JTMHV05J${String(i).padStart(9, "0")}`;

/** A good row: vehicle i of the feed. `price` varies it for tests that change a price. */
export function feedRow(i: number, change: Partial<Row> = {}): Row {
  const [make, model, badge, body] = MAKES[i % MAKES.length]!;
  const used = i % 3 !== 0;
  const dap = i % 2 === 0;
  return {
    "Stock Number": stockNumber(i),
    VIN: vinOf(i),
    Rego: used ? `${String.fromCharCode(65 + (i % 26))}${i}QA`.slice(0, 7) : "",
    "Rego Expiry": used ? "31/12/2026" : "",
    Condition: used ? "Used" : "New",
    Year: String(2015 + (i % 11)),
    Make: make,
    Model: model,
    Badge: badge,
    Series: i % 4 === 0 ? "MY24" : "",
    Body: body,
    Transmission: i % 5 === 0 ? "6 Speed Manual" : "8 Speed Sports Automatic",
    "Fuel Type": i % 7 === 0 ? "Diesel" : "Unleaded Petrol",
    "Drive Type": body === "Ute" ? "4x4" : "Front Wheel Drive",
    Colour: ["White", "Silver", "Blue", "Red"][i % 4]!,
    Odometer: used ? `${(i * 137) % 180_000}` : "12",
    "Drive Away Price": dap ? `$${(20_000 + i * 11).toLocaleString("en-AU")}` : "",
    "EGC Price": dap ? "" : String(19_000 + i * 11),
    "Redbook Code": `AUVTOYO${String(i).padStart(6, "0")}`.slice(0, 20),
    "Build Date": `${String((i % 12) + 1).padStart(2, "0")}/${2015 + (i % 11)}`,
    "Compliance Date": `${2015 + (i % 11)}-${String((i % 12) + 1).padStart(2, "0")}-01`,
    "Location Code": "brisbane",
    // Every 100th car's comments run over three lines, with commas and quotes.
    "Dealer Comments": i % 100 === 0 ? `One owner, full history.\nNew "Bridgestone" tyres.\nDrive away today!` : `Great value ${make}.`,
    Features: "Reversing Camera|Bluetooth|Cruise Control",
    "Photo URLs": `https://img.example.com/${stockNumber(i)}/1.jpg|https://img.example.com/${stockNumber(i)}/2.jpg`,
    Status: i % 50 === 0 ? "In Stock" : "Available",
    ...change,
  };
}

/** The 20 bad rows (row number → change) and the report line each gives: column and message. */
export const BAD_ROWS: [number, Partial<Row>, string, string][] = [
  [17, { Year: "20X1" }, "Year", 'Year "20X1" is not a year (1900 to 2100)'],
  [101, { Year: "1850" }, "Year", 'Year "1850" is not a year (1900 to 2100)'],
  [202, { Year: "" }, "Year", "Year is missing"],
  [250, { VIN: "12345" }, "VIN", 'VIN "12345" is not a VIN (17 letters and digits, no I, O or Q)'],
  [333, { VIN: "JTMHV05JO00000333" }, "VIN", 'VIN "JTMHV05JO00000333" is not a VIN (17 letters and digits, no I, O or Q)'],
  [404, { Make: "" }, "Make", "Make is missing"],
  [505, { Model: "" }, "Model", "Model is missing"],
  [606, { "Drive Away Price": "abc" }, "Drive Away Price", 'Drive-away price "abc" is not a price (write an amount such as 34990)'],
  [707, { "EGC Price": "$12,34x" }, "EGC Price", 'Price excl. government charges "$12,34x" is not a price (write an amount such as 34990)'],
  [808, { "Rego Expiry": "31/02/2026" }, "Rego Expiry", 'Rego expiry "31/02/2026" is not a date (write 31/12/2025 or 2025-12-31)'],
  [909, { "Build Date": "2023-13" }, "Build Date", 'Build date "2023-13" is not a date (write 31/12/2025 or 2025-12-31)'],
  [1001, { "Compliance Date": "yesterday" }, "Compliance Date", 'Compliance date "yesterday" is not a date (write 31/12/2025 or 2025-12-31)'],
  [1111, { Odometer: "-5" }, "Odometer", 'Odometer "-5" is not an odometer reading in km'],
  [1212, { Odometer: "12k" }, "Odometer", 'Odometer "12k" is not an odometer reading in km'],
  [1313, { Condition: "Nearly new" }, "Condition", 'New / used / demo "Nearly new" is not new, used or demo'],
  [1414, { "Stock Number": stockNumber(10), VIN: vinOf(99_999) }, "Stock Number", "Stock number S00010 is also on line 11: this row was skipped"],
  [1515, { "Stock Number": "", VIN: "" }, "Stock Number", "Stock number is missing: a row needs a stock number or a VIN"],
  [1616, { Make: "M".repeat(61) }, "Make", "Make is longer than 60 characters"],
  [1717, { Rego: "ABCDEFGHIJKLM" }, "Rego", "Rego is longer than 12 characters"],
  [1818, { Features: `Sunroof|${"x".repeat(201)}` }, "Features", "Features has more than 500 items or an item longer than 200 characters"],
];

/** Rows with a status that is none of ours: imported as on hold, each with a warning. */
export const UNKNOWN_STATUS_ROWS: [number, string][] = [
  [42, "Wholesale"],
  [420, "Auction"],
  [1999, "Wholesale"],
];

const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export type GeneratedFeed = {
  csv: string;
  /** The physical line each row starts on. */
  lines: Map<number, number>;
  badRows: { line: number; column: string; message: string }[];
  warnings: { line: number; column: string; message: string }[];
};

/** Rows `from`..`to` of the feed (1-based), with the bad rows and unknown statuses among them. */
export function generateFeed({ from = 1, to = 2000, bad = true, eol = "\n", change }: { from?: number; to?: number; bad?: boolean; eol?: string; change?: (i: number) => Partial<Row> } = {}): GeneratedFeed {
  const out = [AU_DMS_HEADER.join(",")];
  const lines = new Map<number, number>();
  const badRows: GeneratedFeed["badRows"] = [];
  const warnings: GeneratedFeed["warnings"] = [];
  let line = 2;
  const badAt = new Map(BAD_ROWS.map(([i, ...rest]) => [i, rest] as const));
  const unknownAt = new Map(UNKNOWN_STATUS_ROWS);
  for (let i = from; i <= to; i++) {
    const wrong = bad ? badAt.get(i) : undefined;
    const status = unknownAt.get(i);
    const row = feedRow(i, { ...change?.(i), ...(wrong?.[0] ?? {}), ...(status ? { Status: status } : {}) });
    lines.set(i, line);
    if (wrong) badRows.push({ line, column: wrong[1], message: wrong[2] });
    if (status && !wrong) warnings.push({ line, column: "Status", message: `Unknown status "${status}": stored as On hold (not in stock)` });
    const text = AU_DMS_HEADER.map((c) => cell(row[c])).join(",");
    out.push(text);
    line += 1 + (text.match(/\n/g)?.length ?? 0);
  }
  return { csv: out.join(eol) + eol, lines, badRows, warnings };
}
