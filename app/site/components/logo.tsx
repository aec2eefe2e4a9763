/** The tenant's wordmark: a monogram tile in the brand colour and the dealer's name in the heading font. */
export function Logo({ name, inverted = false }: { name: string; inverted?: boolean }) {
  const initials = name
    .split(/[\s&-]+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
  return (
    <span className="inline-flex items-center gap-2.5">
      <span
        aria-hidden="true"
        className={`grid size-10 place-items-center rounded-theme font-heading text-lg font-bold ${inverted ? "bg-brand-contrast text-brand" : "bg-brand text-brand-contrast"}`}
      >
        {initials}
      </span>
      <span className="font-heading text-xl leading-tight font-bold tracking-tight">{name}</span>
    </span>
  );
}
