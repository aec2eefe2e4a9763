const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/**
 * Text or an attribute value escaped exactly as React's server renderer escapes them, for markup the page writes as one
 * string (the vehicle page's static lists and icons, ADR 056): the same characters, the same entities.
 */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
