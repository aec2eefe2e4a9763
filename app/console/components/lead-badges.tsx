import { AlarmClock } from "lucide-react";
import { LEAD_STATUS_LABELS, type LeadStatus } from "../../leads/lead-pipeline.ts";
import { Badge, type BadgeStyle } from "../../ui/badge.tsx";

const STATUS_TONES: Record<LeadStatus, BadgeStyle["tone"]> = { new: "brand", contacted: "soft", appointment: "soft", sold: "success", lost: "neutral" };

/** A lead's pipeline status, and "Overdue" while it is New past its response deadline. */
export function LeadStatusBadges({ status, overdue }: { status: LeadStatus; overdue: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={STATUS_TONES[status]}>{LEAD_STATUS_LABELS[status]}</Badge>
      {overdue && (
        <Badge tone="danger" title="Not contacted within the response time">
          <AlarmClock aria-hidden="true" className="size-3" /> Overdue
        </Badge>
      )}
    </span>
  );
}
