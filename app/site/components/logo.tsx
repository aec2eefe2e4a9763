import { imageUrl } from "../../media/image-url.ts";

/**
 * The tenant's wordmark: its logo image where it has one (config.logo), else a monogram tile in the theme colour and
 * the dealer's name in the heading font.
 */
export function Logo({ name, image = null, inverted = false }: { name: string; image?: string | null; inverted?: boolean }) {
  if (image)
    return <img src={imageUrl(image, { width: 480 })} alt={name} width={192} height={48} className="h-12 w-auto max-w-48 object-contain object-left" data-testid="site-logo" />;
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
