import { cn } from "../../ui/cn.ts";

const LOOKS = {
  card: { price: "font-heading text-2xl leading-none font-extrabold tracking-tight text-ink", type: "text-xs", none: "text-base font-semibold text-muted" },
  page: { price: "font-heading text-4xl font-extrabold tracking-tight tabular-nums", type: "text-sm", none: "font-heading text-2xl font-bold text-muted" },
} as const;

/** A car's price with its price type ('DRIVE AWAY'), or 'Enquire for price.' when it has none; on a card or on its page. */
export function PriceLine({ price, priceType, look, dataPrice, testId }: { price: string | null; priceType: string | null; look: keyof typeof LOOKS; dataPrice?: number; testId?: string }) {
  const l = LOOKS[look];
  if (!price) return <p className={l.none}>Enquire for price.</p>;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={l.price} data-price={dataPrice} data-testid={testId}>
        {price}
      </span>
      {priceType && <span className={cn("font-semibold tracking-wide text-muted uppercase", l.type)}>{priceType}</span>}
    </p>
  );
}
