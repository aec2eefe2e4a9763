/** JSON answers of the small API routes, and reading the small JSON bodies that tracking calls send. */

export const MAX_TRACKING_BODY = 2_000;

/** Reads a small JSON body (sendBeacon sends text/plain), or null when it is missing, too big or not JSON. */
export async function readSmallJson(request: Request): Promise<unknown> {
  const text = await request.text().catch(() => "");
  if (text.length === 0 || text.length > MAX_TRACKING_BODY) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers } });
}
