/**
 * Who answers a new lead (issue 12, ADR 034): round-robin assignment to the tenant's active sales staff, the
 * re-allocation rule's next salesperson, and the alert an assignee gets. Pure: the store and the senders are in
 * lead-allocation.server.ts.
 */

/** The team leads go round: active sales staff, in the order their accounts were made (id breaks a tie). */
export function salesTeam<T extends { id: string; role: string; status: string; createdAt: Date }>(people: readonly T[]): T[] {
  return people.filter((p) => p.role === "sales" && p.status === "active").toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

/** The next person of the round after `after` (the first when `after` is null or no longer in the team); null: no team. */
export function nextInRound(team: readonly string[], after: string | null): string | null {
  if (!team.length) return null;
  const i = after === null ? -1 : team.indexOf(after);
  return team[(i + 1) % team.length]!;
}

/**
 * How many hand-overs make one round through the team: every other salesperson once when the lead starts with one of
 * them, the whole team when it starts with someone outside it (a manager).
 */
export function handoversInRound(team: readonly string[], holder: string | null): number {
  return holder !== null && team.includes(holder) ? team.length - 1 : team.length;
}

/** The least an alert says: the shopper's first name, the vehicle (or the kind of lead) and the link to the lead. */
export type AlertReason = "new" | "assigned" | "handed-on";
export type LeadAlert = { subject: string; text: string; sms: string };

export function leadAlert(input: { dealerName: string; firstName: string | null; about: string; link: string; reason: AlertReason }): LeadAlert {
  const who = (input.firstName ?? "").trim().slice(0, 40) || "A shopper";
  const what = input.about.slice(0, 80);
  const lead = `${who} · ${what}`;
  const why = { new: "A new lead has been assigned to you", assigned: "A lead has been assigned to you", "handed-on": "A lead that was not answered in time has been handed to you" }[input.reason];
  return {
    subject: `Lead for you: ${lead}`,
    text: [`${why} at ${input.dealerName}:`, "", lead, "", "Open it in the dealer console:", input.link, "", "Answer it soon: the shopper is waiting."].join("\n"),
    sms: `${input.dealerName}: lead for you, ${lead}. ${input.link}`,
  };
}
