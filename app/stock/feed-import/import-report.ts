/** A stock feed import's report (ADR 042): what the console, the API and the scheduled pull show. Types and limits only. */

export type ImportSource = "console" | "api" | "pull";
export type ImportStatus = "applied" | "held" | "confirmed" | "discarded" | "failed";
/** Who imported: a staff member, an API key, the platform operator or the scheduled pull. */
export type ImportActor = { kind: "staff" | "api_key" | "operator" | "system"; id: string | null; name: string };

/** A bad row or a warning: the physical line in the file (header = 1), the column's header, what is wrong. */
export type ImportProblem = { line: number; column: string; message: string };

export interface ImportReport {
  /** Data rows read (the header and blank lines not counted). */
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Vehicles missing from the feed, marked sold (or, held: that would be). */
  removed: number;
  /** Rows skipped, and the first MAX_LISTED of them. */
  bad: number;
  badRows: ImportProblem[];
  warningCount: number;
  warnings: ImportProblem[];
  photos: { fetched: number; problemCount: number; problems: { line: number; url: string; message: string }[] };
  /** Why nothing changed: not a feed at all, or held for confirmation. */
  reason: string | null;
  encoding: string | null;
  delimiter: string | null;
  preset: string | null;
  /** The removals' share of the active stock, in percent, and the tenant's guard. */
  removalPercent: number;
  guardPercent: number;
}

/** How many bad rows, warnings and photo problems a report lists (the counts are always whole). */
export const MAX_LISTED = 500;

export function emptyReport(guardPercent: number): ImportReport {
  return {
    rows: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    removed: 0,
    bad: 0,
    badRows: [],
    warningCount: 0,
    warnings: [],
    photos: { fetched: 0, problemCount: 0, problems: [] },
    reason: null,
    encoding: null,
    delimiter: null,
    preset: null,
    removalPercent: 0,
    guardPercent,
  };
}
