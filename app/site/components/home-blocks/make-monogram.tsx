/** A neat lettermark for a make ('Mercedes-Benz' → MB, 'BMW' → BMW, 'Toyota' → T): no external logo images. */
export function makeInitials(make: string): string {
  const words = make.split(/[\s-]+/).filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1) return /^[A-Z0-9]{2,3}$/.test(words[0]) ? words[0] : words[0].charAt(0).toUpperCase();
  return (words[0].charAt(0) + words[1].charAt(0)).toUpperCase();
}

export function MakeMonogram({ make, className = "" }: { make: string; className?: string }) {
  const initials = makeInitials(make);
  return (
    <span
      aria-hidden="true"
      className={`grid size-12 shrink-0 place-items-center rounded-full bg-page font-heading font-extrabold tracking-tight text-brand ring-1 ring-black/10 transition group-hover:bg-brand group-hover:text-brand-contrast group-hover:ring-brand ${initials.length > 2 ? "text-xs" : "text-base"} ${className}`}
    >
      {initials}
    </span>
  );
}
