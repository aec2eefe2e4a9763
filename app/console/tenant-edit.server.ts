/**
 * How every console screen that edits the tenant document saves (offers, settings, opening hours, content pages):
 * the change is applied to the stored document under a row lock, checked as a whole by the operator API's schema,
 * written by the same store function as `PUT /api/admin/tenants/{slug}`, recorded in the audit log (only the fields
 * that changed) and announced with services.changed, so every process's sites show it within a second.
 */

import type { RegisteredServices } from "../platform/contexts.ts";
import type { AuditActor } from "../staff/audit-log.server.ts";
import { recordAudit } from "../staff/audit-log.server.ts";
import { storeUploadedImage } from "../media/image-upload.server.ts";
import type { TenantDocument } from "../tenants/tenant-document.ts";
import { updateTenantDocument } from "../tenants/tenant-store.server.ts";
import { checkDocument } from "./document-fields.ts";

export interface DocumentEdit {
  /** The document with the change made (pure; it may be called again if the save is retried). */
  change(doc: TenantDocument): TenantDocument;
  /** Where a problem of the whole-document check goes in the form (null: the form's alert). */
  fieldOf(path: readonly PropertyKey[]): string | null;
  /** What the audit log records: null when nothing a dealer would call a change happened. */
  audit(before: TenantDocument, after: TenantDocument): { action: string; subject: string; before?: unknown; after?: unknown } | null;
}

export type EditResult = { ok: true; doc: TenantDocument; changed: boolean } | { ok: false; fieldErrors: Record<string, string>; problems: string[] };

type Services = Pick<RegisteredServices, "database" | "changed">;

export async function editTenantDocument(services: Services, tenant: { id: number; slug: string }, actor: AuditActor, edit: DocumentEdit): Promise<EditResult> {
  let refused: EditResult | null = null;
  const saved = await updateTenantDocument(services.database.db, tenant.slug, (doc) => {
    const checked = checkDocument(edit.change(doc), edit.fieldOf);
    if (!checked.ok) {
      refused = checked;
      return null;
    }
    return checked.doc;
  });
  if (refused) return refused;
  if (!saved) return { ok: false, fieldErrors: {}, problems: ["This site no longer exists."] };
  const entry = edit.audit(saved.before, saved.after);
  if (entry) await recordAudit(services.database.db, saved.id, actor, entry);
  await services.changed({ tenant: tenant.slug, kind: "tenant" });
  return { ok: true, doc: saved.after, changed: entry !== null };
}

/**
 * A file chosen in an upload field, stored through the image upload (type by content, EXIF stripped, ≤ 20 MB): its
 * URL; null when no file was chosen (a browser posts an empty part for an empty file field).
 */
export async function storeImageField(mediaDir: string, tenantSlug: string, entry: FormDataEntryValue | null): Promise<{ ok: true; url: string } | { ok: false; error: string } | null> {
  if (typeof entry === "string" || entry === null || (entry.size === 0 && !entry.name)) return null;
  const stored = await storeUploadedImage(mediaDir, tenantSlug, new Uint8Array(await entry.arrayBuffer()));
  return stored.ok ? { ok: true, url: stored.url } : { ok: false, error: stored.error };
}
