import { LEAD_STATUS_LABELS, type LeadStatus } from "../leads/lead-pipeline.ts";

/**
 * A lead's history as the lead page tells it: one sentence per event, who did it and the note or reason under it.
 * Assignments store staff ids (the re-allocation rule's too); a name is looked up, and an unknown id is "a former staff
 * member". Pure, so each sentence is tested.
 */
export type TimelineEvent = {
  kind: string;
  actorKind: string;
  actorName: string;
  fromValue: string | null;
  toValue: string | null;
  note: string | null;
};

export type TimelineLine = { text: string; who: string; note: string | null };

const statusLabel = (value: string | null) => (value && value in LEAD_STATUS_LABELS ? LEAD_STATUS_LABELS[value as LeadStatus] : (value ?? "—"));

export function timelineLine(event: TimelineEvent, staffNames: ReadonlyMap<string, string>): TimelineLine {
  const who = event.actorKind === "system" ? "Automatic" : event.actorKind === "shopper" ? "The shopper" : event.actorName;
  const person = (id: string | null) => (id === null ? null : (staffNames.get(id) ?? (/^[0-9a-f-]{36}$/i.test(id) ? "a former staff member" : id)));
  switch (event.kind) {
    case "created":
      return { text: "Lead received from the website", who, note: event.note };
    case "status":
      return {
        text: event.toValue === "lost" ? `Marked lost (was ${statusLabel(event.fromValue)})` : `Moved from ${statusLabel(event.fromValue)} to ${statusLabel(event.toValue)}`,
        who,
        note: event.toValue === "lost" && event.note ? `Reason: ${event.note}` : event.note,
      };
    case "assigned": {
      const to = person(event.toValue);
      const from = person(event.fromValue);
      if (to === null) return { text: from ? `Unassigned (was ${from})` : "Unassigned", who, note: event.note };
      return { text: from ? `Assigned to ${to} (was ${from})` : `Assigned to ${to}`, who, note: event.note };
    }
    case "note":
      return { text: "Added a note", who, note: event.note };
    case "notified": {
      const to = person(event.toValue);
      return { text: to ? `Notified ${to}` : "Notification sent", who, note: event.note };
    }
    case "overdue":
      return { text: "Flagged overdue: not contacted in time", who, note: event.note };
    default:
      return { text: event.kind, who, note: event.note };
  }
}
