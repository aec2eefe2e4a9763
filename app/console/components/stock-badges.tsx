import { EyeOff } from "lucide-react";
import type { QualityGrade } from "../../stock/listing-quality.ts";
import { STATUS_LABELS } from "../../stock/vehicle-status.ts";
import type { Vehicle } from "../../stock/vehicle-schema.ts";
import { Badge, type BadgeStyle } from "../../ui/badge.tsx";

const STATUS_TONES: Record<Vehicle["status"], BadgeStyle["tone"]> = {
  in_stock: "success",
  coming_soon: "soft",
  sold: "danger",
  on_hold: "warning",
  archived: "neutral",
};

/** A vehicle's stored status, and "Hidden" when it is not shown on the website. */
export function StatusBadges({ status, published }: { status: Vehicle["status"]; published: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>
      {!published && (
        <Badge tone="neutral" title="Not shown on the website">
          <EyeOff aria-hidden="true" className="size-3" /> Hidden
        </Badge>
      )}
    </span>
  );
}

const GRADE_TONES: Record<QualityGrade, BadgeStyle["tone"]> = { good: "success", fair: "warning", poor: "danger" };
const GRADE_LABELS: Record<QualityGrade, string> = { good: "Good", fair: "Fair", poor: "Poor" };

/** A listing-quality score out of 100, coloured by its grade. */
export function QualityBadge({ score, grade }: { score: number; grade: QualityGrade }) {
  return (
    <Badge tone={GRADE_TONES[grade]} size="md" className="tabular-nums" title={`Listing quality: ${GRADE_LABELS[grade]}`}>
      {score}
      <span className="sr-only"> out of 100, {GRADE_LABELS[grade].toLowerCase()}</span>
    </Badge>
  );
}
