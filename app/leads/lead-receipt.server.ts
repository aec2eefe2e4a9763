/**
 * The success page greets the shopper by name and repeats the booking; the link to it (`/success?lead=…`) can travel
 * (shared, in history, in a Referer), so those details show only in the browser that sent the lead: the accepted post
 * sets a short-lived, HttpOnly receipt cookie naming the lead. Anyone else holding the link sees the generic page.
 */
const NAME = "fc_lead";
const MAX_AGE_SECONDS = 60 * 60;

function cookieName(request: Request): string {
  return new URL(request.url).protocol === "https:" ? `__Host-${NAME}` : NAME;
}

export function leadReceiptCookie(request: Request, leadId: string): string {
  const secure = new URL(request.url).protocol === "https:";
  return `${cookieName(request)}=${leadId}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_SECONDS}${secure ? "; Secure" : ""}`;
}

/** Whether this browser sent the lead (holds its receipt). */
export function hasLeadReceipt(request: Request, leadId: string): boolean {
  const name = cookieName(request);
  return (request.headers.get("cookie") ?? "").split(";").some((part) => part.trim() === `${name}=${leadId}`);
}
