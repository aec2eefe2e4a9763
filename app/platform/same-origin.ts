/**
 * CSRF defence for form posts: the browser's Origin (or, failing that, Referer) must be this site.
 * Together with SameSite cookies this stops another site from posting forms in a shopper's name.
 */
export function isSameOrigin(request: Request): boolean {
  const host = request.headers.get("host");
  const source = request.headers.get("origin") ?? request.headers.get("referer");
  if (!host || !source || source === "null") return false;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}
