import { cn } from "../../ui/cn.ts";

const LOOKS = {
  // A card's classes are rules in app.css (`card-price`…): a results page has 21 cards.
  card: { line: "card-price", price: "", type: "", none: "text-base font-semibold text-muted" },
  page: {
    line: "flex flex-wrap items-baseline gap-x-2",
    price: "font-heading text-4xl font-extrabold tracking-tight tabular-nums",
    type: "font-semibold tracking-wide text-muted uppercase text-sm",
    none: "font-heading text-2xl font-bold text-muted",
  },
} as const;

/** A car's price with its price type ('DRIVE AWAY'), or 'Enquire for price.' when it has none; on a card or on its page. */
export function PriceLine({
  price,
  priceType,
  look,
  dataPrice,
  testId,
  className,
}: {
  price: string | null;
  priceType: string | null;
  look: keyof typeof LOOKS;
  dataPrice?: number;
  testId?: string;
  className?: string;
}) {
  const l = LOOKS[look];
  if (!price) return <p className={cn(l.none, className)}>Enquire for price.</p>;
  // On a card the figure is the line's own text (one element fewer on each of a results page's cards).
  if (look === "card")
    return (
      <p className={cn(l.line, className)} data-price={dataPrice} data-testid={testId}>
        {price}
        {priceType && <span>{priceType}</span>}
      </p>
    );
  return (
    <p className={cn(l.line, className)}>
      <span className={l.price || undefined} data-price={dataPrice} data-testid={testId}>
        {price}
      </span>
      {priceType && <span className={l.type || undefined}>{priceType}</span>}
    </p>
  );
}
