import { Link } from "react-router";
import { imageUrl } from "../../media/image-url.ts";
import { Card } from "../../ui/card.tsx";
import { CardGrid } from "../../ui/card-grid.tsx";
import type { BrandTileView } from "../brand-tiles.ts";

/**
 * A brand's logo tile. Without a logo image it is a typographic wordmark: the brand's name set in
 * the heading face, so a tenant never needs artwork (and no image is fetched from elsewhere).
 */
export function BrandTile({ tile }: { tile: BrandTileView }) {
  return (
    <Card asChild padding="sm" className="group flex aspect-[3/2] items-center justify-center text-center transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand/50 focus-visible:ring-2 focus-visible:ring-brand">
      <Link to={tile.href}>
        {tile.logo ? (
          <img src={imageUrl(tile.logo, { width: 320 })} alt={tile.title} width={160} height={80} loading="lazy" className="max-h-16 w-auto max-w-full object-contain grayscale transition group-hover:grayscale-0" />
        ) : (
          <span className="font-heading text-lg leading-tight font-black tracking-[0.08em] break-words text-ink uppercase transition group-hover:text-brand sm:text-xl">{tile.title}</span>
        )}
      </Link>
    </Card>
  );
}

/** Tiles 3 per row on small screens and 6 on wide ones (spec 000 §2 'Mega-menu brand tiles: 3 or 6 columns per row by width'). */
export function BrandTileGrid({ tiles, label }: { tiles: readonly BrandTileView[]; label: string }) {
  return (
    <CardGrid aria-label={label} className="grid-cols-2 gap-3 min-[480px]:grid-cols-3 sm:gap-4 lg:grid-cols-6" items={tiles} keyOf={(t) => t.slug}>
      {(t) => <BrandTile tile={t} />}
    </CardGrid>
  );
}
