import { parse, type Options } from "csv-parse/sync";

/**
 * Reading a stock feed file (ADR 042): bytes → text (UTF-8, else Windows-1252; a BOM dropped) → records with the
 * physical line each starts on (header = line 1, embedded newlines counted), through csv-parse. Pure.
 */

export type FeedEncoding = "utf-8" | "windows-1252";
export type FeedRecord = { line: number; values: string[] };
export type CsvProblem = { line: number; column: string; message: string };

export type ParsedCsv =
  | { ok: true; encoding: FeedEncoding; delimiter: string; header: string[]; records: FeedRecord[]; problems: CsvProblem[] }
  | { ok: false; reason: string };

/** The largest feed file taken (console upload and operator API). */
export const STOCK_FEED_MAX_BYTES = 20 * 1024 * 1024;

/** Most rows a feed may have (a dealer group's whole stock fits many times over). */
export const MAX_FEED_ROWS = 100_000;

/**
 * The file as text. Valid UTF-8 (with or without BOM) is read as such; anything else as Windows-1252, which DMS exports
 * on Windows write (and which, unlike Latin-1, has a character for every byte dealers use: ’ “ ” – €).
 */
export function decodeFeed(bytes: Uint8Array): { text: string; encoding: FeedEncoding } | { reason: string } {
  if (bytes.length === 0) return { reason: "The file is empty." };
  // NUL bytes never occur in a text feed: this is a spreadsheet, a zip or a picture.
  if (bytes.subarray(0, 8192).includes(0)) return { reason: "The file is not a CSV text file (it looks binary — an Excel workbook? Save it as CSV)." };
  try {
    return { text: stripBom(new TextDecoder("utf-8", { fatal: true }).decode(bytes)), encoding: "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(bytes), encoding: "windows-1252" };
  }
}

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** The first record's text, up to its first unquoted newline. */
function headerLine(text: string): string {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === "\n" || c === "\r")) return text.slice(0, i);
  }
  return text;
}

/** The delimiter the header uses most outside quotes: `,`, `;` (European Excel) or a tab. */
export function sniffDelimiter(text: string): string {
  const line = headerLine(text);
  const counts = new Map<string, number>([[",", 0], [";", 0], ["\t", 0]]);
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && counts.has(c)) counts.set(c, counts.get(c)! + 1);
  }
  let best = ",";
  for (const [d, n] of counts) if (n > counts.get(best)!) best = d;
  return best;
}

const newlines = (s: string) => {
  let n = 0;
  for (let i = s.indexOf("\n"); i !== -1; i = s.indexOf("\n", i + 1)) n++;
  return n;
};

/**
 * Parses the text into a header and records. Blank lines are skipped; a record csv-parse cannot read (a stray quote)
 * is reported at its line and skipped, the rest still read.
 */
export function parseFeedText(input: string, encoding: FeedEncoding = "utf-8"): ParsedCsv {
  if (!input.trim()) return { ok: false, reason: "The file is empty." };
  // One line ending throughout, so csv-parse's line count is the physical line (a CRLF file's ends would count twice).
  const text = input.replace(/\r\n?/g, "\n");
  const delimiter = sniffDelimiter(text);
  const problems: CsvProblem[] = [];
  let records: FeedRecord[];
  try {
    // With `raw`, csv-parse hands on_record the record and its text (its types know only the record).
    const options = {
      delimiter,
      raw: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      to: MAX_FEED_ROWS + 1,
      on_skip: (err: { message?: string; lines?: number } | undefined) => {
        problems.push({ line: err?.lines ?? 0, column: "", message: `The line could not be read as CSV (${(err?.message ?? "bad quoting").replace(/\.$/, "")}).` });
      },
      // csv-parse counts the line a record ends on; it starts as many lines earlier as it has newlines inside.
      on_record: ({ record, raw }: { record: string[]; raw: string }, { lines }: { lines: number }) => ({
        line: lines - newlines(raw.replace(/^\n+/, "").replace(/\n$/, "")),
        values: record.map((v) => v.trim()),
      }),
    };
    records = parse(text, options as unknown as Options) as unknown as FeedRecord[];
  } catch (err) {
    return { ok: false, reason: `The file could not be read as CSV: ${(err as Error).message}` };
  }
  const [head, ...body] = records;
  if (!head || head.values.every((v) => !v)) return { ok: false, reason: "The file has no header row." };
  if (body.length > MAX_FEED_ROWS) return { ok: false, reason: `The file has more than ${MAX_FEED_ROWS.toLocaleString("en-AU")} rows.` };
  return { ok: true, encoding, delimiter, header: head.values, records: body, problems };
}

/** Bytes → header and records, or why the file is not a CSV at all. */
export function parseFeed(bytes: Uint8Array): ParsedCsv {
  const decoded = decodeFeed(bytes);
  if ("reason" in decoded) return { ok: false, reason: decoded.reason };
  return parseFeedText(decoded.text, decoded.encoding);
}
