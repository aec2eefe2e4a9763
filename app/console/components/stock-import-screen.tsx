import { FileSpreadsheet } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { FormFailure } from "../../lib/form-submission.ts";
import { fieldErrors } from "../../lib/form-submission.ts";
import { Alert } from "../../ui/alert.tsx";
import { Badge, type BadgeStyle } from "../../ui/badge.tsx";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { CheckboxField, SelectField, SubmitButton, TextField, ValidatedForm } from "../../ui/form.tsx";
import { Table, Td, Th } from "../../ui/table.tsx";
import type { ImportStatus } from "../../stock/feed-import/import-report.ts";
import type { ImportSummary, StockImportPageData } from "../stock-import.server.ts";
import { columnFieldName, importSettingsSchema, importUploadSchema } from "../stock-import-forms.ts";
import { ConsolePage } from "./console-page.tsx";

export type StockImportFailure = FormFailure & { form: "upload" | "settings" | "decision" };

const STATUS: Record<ImportStatus, { label: string; tone: BadgeStyle["tone"] }> = {
  applied: { label: "Applied", tone: "success" },
  confirmed: { label: "Confirmed", tone: "success" },
  held: { label: "Held", tone: "warning" },
  discarded: { label: "Discarded", tone: "neutral" },
  failed: { label: "Not imported", tone: "danger" },
};

const n = (x: number) => x.toLocaleString("en-AU");

function StatusBadge({ status }: { status: ImportStatus }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}

function ProblemTable({ caption, rows, total }: { caption: string; rows: { line: number; column: string; message: string }[]; total: number }) {
  return (
    <div className="mt-6">
      <h3 className="font-bold">
        {caption} <span className="font-normal text-muted">({n(total)})</span>
      </h3>
      {total > rows.length && <p className="mt-1 text-sm text-muted">The first {n(rows.length)} are listed; {n(total - rows.length)} more are not.</p>}
      <Table caption={caption} wrapperClassName="mt-2 max-h-[28rem] overflow-y-auto">
        <thead>
          <tr>
            <Th className="w-16">Line</Th>
            <Th className="w-44">Column</Th>
            <Th className="min-w-60">Problem</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <Td className="tabular-nums">{r.line || "—"}</Td>
              <Td>{r.column || "—"}</Td>
              <Td className="break-words">{r.message}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** One import's report: what was read, what changed, and every bad row with its line and column. */
function ImportReportCard({ item }: { item: ImportSummary }) {
  const r = item.report;
  const figures: [string, number][] = [
    ["Rows read", r.rows],
    ["Added", r.created],
    ["Updated", r.updated],
    ["Unchanged", r.unchanged],
    [item.status === "held" ? "Would be marked sold" : "Marked sold", r.removed],
    ["Bad rows", r.bad],
    ["Warnings", r.warningCount],
    ["Photos fetched", r.photos.fetched],
  ];
  return (
    <Card asChild padding="lg" className="mb-6">
      <section aria-labelledby="report-title">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="report-title" className="text-lg font-bold break-all">
            Import {item.id}
            {item.filename ? ` · ${item.filename}` : ""}
          </h2>
          <StatusBadge status={item.status} />
        </div>
        <p className="mt-1 text-sm text-muted">
          {item.when} · {item.source} · {item.by}
          {item.decided ? ` · ${STATUS[item.status].label.toLowerCase()} ${item.decided}` : ""}
        </p>
        {/* A held import's reason is in the alert above the report, with its buttons. */}
        {r.reason && item.status !== "held" && (
          <Alert tone={item.status === "failed" ? "error" : "warning"} className="mt-4">
            {r.reason}
          </Alert>
        )}
        {item.status !== "failed" && (
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {figures.map(([label, value]) => (
              <div key={label} className="rounded-theme bg-page px-3 py-2">
                <dt className="text-sm text-muted">{label}</dt>
                <dd className="text-xl font-bold tabular-nums">{n(value)}</dd>
              </div>
            ))}
          </dl>
        )}
        {r.encoding && (
          <p className="mt-3 text-sm text-muted">
            Read as {r.encoding === "windows-1252" ? "Windows-1252" : "UTF-8"} text, columns separated by “{r.delimiter}”.
          </p>
        )}
        {r.bad > 0 && <ProblemTable caption="Bad rows (skipped)" rows={r.badRows} total={r.bad} />}
        {r.warningCount > 0 && <ProblemTable caption="Warnings (imported)" rows={r.warnings} total={r.warningCount} />}
        {r.photos.problemCount > 0 && (
          <ProblemTable caption="Photos that could not be fetched" rows={r.photos.problems.map((p) => ({ line: p.line, column: p.url, message: p.message }))} total={r.photos.problemCount} />
        )}
      </section>
    </Card>
  );
}

function HeldImport({ held, canWrite, reportShown }: { held: ImportSummary; canWrite: boolean; reportShown: boolean }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <Alert tone="warning" className="mb-6">
      <h2 className="font-bold">
        Import {held.id}
        {held.filename ? ` (${held.filename})` : ""} is held
      </h2>
      <p className="mt-1">{held.report.reason}</p>
      {canWrite ? (
        <div className="mt-3 flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="id" value={held.id} />
            <Button type="submit" variant="danger" loading={sending === "confirm"} loadingText="Applying…">
              Confirm and apply
            </Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="discard" />
            <input type="hidden" name="id" value={held.id} />
            <Button type="submit" variant="secondary" loading={sending === "discard"}>
              Discard
            </Button>
          </Form>
          {!reportShown && (
            <Link to={`?report=${held.id}`} className="self-center text-sm font-semibold underline">
              See its report
            </Link>
          )}
        </div>
      ) : (
        <p className="mt-2 text-sm">A manager or owner can confirm or discard it.</p>
      )}
    </Alert>
  );
}

function UploadForm({ page, failure }: { page: StockImportPageData; failure: StockImportFailure | null }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const validate = (formData: FormData) => {
    const errors = (() => {
      const parsed = importUploadSchema.safeParse({ intent: "upload", mapping: formData.get("mapping") ?? "" });
      return parsed.success ? {} : fieldErrors(parsed.error);
    })();
    const file = formData.get("feed");
    if (!file || typeof file === "string" || (file.size === 0 && file.name === "")) errors.feed = "Choose the CSV file to import";
    else if (file.size > page.maxBytes) errors.feed = "The file is larger than 20 MB, the most an import can be";
    return errors;
  };
  const saved = page.presets.find((p) => p.value === page.settings.preset)?.label ?? "";
  const mappingOptions = [
    { value: "saved", label: `Your saved columns (${saved}${page.settings.ownColumns ? `, ${page.settings.ownColumns} of your own` : ""})` },
    ...page.presets.map((p) => ({ value: p.value, label: p.label })),
  ];
  return (
    <Card asChild padding="lg">
      <section aria-labelledby="upload-title">
        <h2 id="upload-title" className="text-lg font-bold">
          Upload a stock file
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted">
          A CSV export of your DMS (UTF-8 or Windows-1252, commas or semicolons). Vehicles are matched by stock number, else VIN. Cars missing from the file are marked sold;
          if that would be more than {page.settings.guardPercent}% of your stock, the import waits for you to confirm it.
        </p>
        {/* A new form after each import: the file chosen for the last one is not sent again. */}
        <ValidatedForm
          key={page.shown?.id ?? "new"}
          id="stock-upload"
          encType="multipart/form-data"
          validate={validate}
          failure={failure?.form === "upload" ? failure : null}
          pending={pending}
          defaults={{ mapping: "saved" }}
          hiddenFields={<input type="hidden" name="intent" value="upload" />}
          className="mt-4 space-y-4"
        >
          <div className="grid gap-4 md:grid-cols-2">
            <TextField name="feed" label="CSV file" type="file" accept=".csv,.txt,text/csv" required hint="At most 20 MB." />
            <SelectField name="mapping" label="Columns" options={mappingOptions} placeholder={null} required />
          </div>
          <SubmitButton pending={pending} pendingText="Importing…" size="md">
            Import
          </SubmitButton>
        </ValidatedForm>
      </section>
    </Card>
  );
}

function History({ rows, total }: { rows: ImportSummary[]; total: number }) {
  if (!rows.length)
    return (
      <EmptyState icon={FileSpreadsheet} title="No imports yet" headingLevel={3} size="sm">
        Upload your DMS's stock file, or send it to the operator API, and each import's report is kept here.
      </EmptyState>
    );
  return (
    <>
      <Table caption="Past imports">
        <thead>
          <tr>
            <Th>When</Th>
            <Th>File</Th>
            <Th>Status</Th>
            <Th className="text-right">Rows</Th>
            <Th className="text-right">Added</Th>
            <Th className="text-right">Updated</Th>
            <Th className="text-right">Sold</Th>
            <Th className="text-right">Bad</Th>
            <Th>
              <span className="sr-only">Report</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <Td className="whitespace-nowrap">
                {r.when}
                <span className="block text-xs text-muted">
                  {r.source} · {r.by}
                </span>
              </Td>
              <Td className="max-w-64 break-words">{r.filename ?? "—"}</Td>
              <Td>
                <StatusBadge status={r.status} />
              </Td>
              <Td className="text-right tabular-nums">{n(r.report.rows)}</Td>
              {/* Only an import that was applied changed anything. */}
              {[r.report.created, r.report.updated, r.report.removed].map((x, i) => (
                <Td key={i} className="text-right tabular-nums">
                  {r.status === "applied" || r.status === "confirmed" ? n(x) : "—"}
                </Td>
              ))}
              <Td className="text-right tabular-nums">{n(r.report.bad)}</Td>
              <Td>
                <Link to={`?report=${r.id}`} className="font-semibold whitespace-nowrap text-brand hover:underline" aria-label={`Report of import ${r.id}`}>
                  Report
                </Link>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {total > rows.length && <p className="mt-2 text-sm text-muted">The latest {rows.length} of {n(total)} imports.</p>}
    </>
  );
}

function ColumnSettings({ page, failure, saved }: { page: StockImportPageData; failure: StockImportFailure | null; saved: boolean }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "settings";
  const validate = (formData: FormData) => {
    const parsed = importSettingsSchema.safeParse(Object.fromEntries([...formData].filter(([, v]) => typeof v === "string")));
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
  const preset = page.settings.preset;
  return (
    <details className="group mt-8" open={Boolean(failure) || saved}>
      <summary className="cursor-pointer text-lg font-bold">Column mapping and safety</summary>
      <Card padding="lg" className="mt-3">
        {saved && (
          <Alert tone="success" className="mb-4">
            The column mapping is saved: the next import reads with it.
          </Alert>
        )}
        <ValidatedForm id="stock-columns" validate={validate} failure={failure?.form === "settings" ? failure : null} pending={pending} defaults={page.settings.defaults} hiddenFields={<input type="hidden" name="intent" value="settings" />} className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField name="preset" label="Column set" options={page.presets} placeholder={null} required hint="The headers your DMS writes; name your own below where they differ." />
            <TextField name="removal_guard_percent" label="Hold an import that would mark more than this % sold" inputMode="numeric" required />
            <TextField name="features_separator" label="Between features" required maxLength={3} />
            <TextField name="photos_separator" label="Between photo URLs" required maxLength={3} />
          </div>
          <CheckboxField name="keep_price" label="Keep a price changed in the console (the feed's price no longer overwrites it)" />
          <fieldset>
            <legend className="font-semibold">Your own column names</legend>
            <p className="text-sm text-muted">Leave blank to use the column set's name (shown greyed). Names match ignoring capitals and spaces.</p>
            <div className="mt-3 grid gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
              {page.fields.map((f) => (
                <TextField key={f.field} name={columnFieldName(f.field)} label={f.label} maxLength={80} placeholder={f.headers[preset] ?? "—"} autoComplete="off" />
              ))}
            </div>
          </fieldset>
          <SubmitButton pending={pending} pendingText="Saving…" size="md">
            Save columns
          </SubmitButton>
        </ValidatedForm>
      </Card>
    </details>
  );
}

export function StockImportScreen({ page, failure, saved }: { page: StockImportPageData; failure: StockImportFailure | null; saved: boolean }) {
  return (
    <ConsolePage
      title="Import stock"
      description="Load your stock from a DMS export, see what each import changed, and decide on imports held for removing too much."
      actions={
        <ButtonLink to="/dealer/stock" variant="secondary">
          Back to stock
        </ButtonLink>
      }
    >
      {failure?.form === "decision" && (
        <Alert tone="error" className="mb-6">
          {failure.error}
        </Alert>
      )}
      {page.held && page.held.id !== page.shown?.id && <HeldImport held={page.held} canWrite={page.canWrite} reportShown={false} />}
      {page.shown && page.shown.status === "held" && <HeldImport held={page.shown} canWrite={page.canWrite} reportShown />}
      {page.shown && <ImportReportCard item={page.shown} />}
      {page.canWrite && <UploadForm page={page} failure={failure} />}
      <section aria-labelledby="history-title" className="mt-8">
        <h2 id="history-title" className="mb-3 text-lg font-bold">
          Past imports
        </h2>
        <History rows={page.history} total={page.total} />
      </section>
      {page.canWrite && <ColumnSettings page={page} failure={failure} saved={saved} />}
    </ConsolePage>
  );
}
