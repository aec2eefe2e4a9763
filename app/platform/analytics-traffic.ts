import { isbot } from "isbot";

/**
 * Which requests are not a shopper's (ADR 035): crawlers and other robots (isbot on the User-Agent; a request without
 * one is a script), and speculative loads — a page the browser fetches ahead because a link was hovered
 * (`Sec-Purpose: prefetch`) is not a page a person saw. The dealer's own staff are told apart by their console session
 * (app/staff/shopper-traffic.server.ts), which needs the database.
 */
export function automatedTraffic(headers: Headers): "bot" | "prefetch" | null {
  const agent = headers.get("user-agent")?.trim() ?? "";
  if (!agent || isbot(agent)) return "bot";
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""} ${headers.get("x-purpose") ?? ""}`.toLowerCase();
  if (purpose.includes("prefetch") || purpose.includes("preview")) return "prefetch";
  return null;
}
