import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { ReactNode } from "react";
import { formatNumber } from "../../../lib/format.ts";
import { cn } from "../../../ui/cn.ts";
import { BodyIcon } from "./body-icon.tsx";
import type { FacetTile } from "../../home-blocks-data.ts";
import { MakeMonogram } from "./make-monogram.tsx";

/** A tile: a bordered link on the page colour that lifts on hover. */
const TILE = "group flex h-full rounded-theme border border-black/10 bg-page transition hover:-translate-y-0.5 hover:border-brand hover:shadow-md";

/** A titled grid of tiles, each a link to its search; nothing when there are none. */
function TileGroup({ title, tiles, className, tileClassName, children }: { title: string; tiles: FacetTile[]; className: string; tileClassName: string; children: (tile: FacetTile) => ReactNode }) {
  if (tiles.length === 0) return null;
  return (
    <div>
      <h3 className="mb-3 text-xs font-bold tracking-[0.18em] text-muted uppercase">{title}</h3>
      <ul className={className}>
        {tiles.map((t) => (
          <li key={t.value}>
            <Link to={t.href} className={cn(TILE, tileClassName)}>
              {children(t)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function InStock({ count, className }: { count: number; className?: string }) {
  return <span className={cn("text-xs text-muted", className)}>{formatNumber(count)} in stock</span>;
}

/** Facet tiles (spec 000 §2 'Other blocks'): the tenant's top body types and makes, each a link to /search/{slug} with its count. */
export function FacetTiles({ makes, bodies, allHref }: { makes: FacetTile[]; bodies: FacetTile[]; allHref: string }) {
  if (makes.length === 0 && bodies.length === 0) return null;
  return (
    <section aria-labelledby="browse-heading" className="bg-surface py-14">
      <div className="mx-auto max-w-7xl space-y-10 px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="browse-heading" className="text-3xl font-bold">
              Browse our stock
            </h2>
            <p className="text-muted">Go straight to the body types and makes on our lots today.</p>
          </div>
          <Link to={allHref} className="inline-flex items-center gap-1 font-semibold text-brand hover:underline">
            All stock <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>

        <TileGroup title="By body type" tiles={bodies} className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 lg:grid-cols-8" tileClassName="flex-col items-center gap-2 px-1.5 pt-4 pb-3 text-center sm:px-3 sm:pt-5 sm:pb-4">
          {(t) => (
            <>
              <BodyIcon body={t.value} className="h-9 w-18 text-ink/70 transition group-hover:text-brand" />
              <span className="font-heading text-sm leading-tight font-bold sm:text-base">{t.label}</span> <InStock count={t.count} />
            </>
          )}
        </TileGroup>
        <TileGroup title="By make" tiles={makes} className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6" tileClassName="items-center gap-3 p-3">
          {(t) => (
            <>
              <MakeMonogram make={t.label} />
              <span className="min-w-0">
                <span className="block truncate font-heading font-bold">{t.label}</span> <InStock count={t.count} className="block" />
              </span>
            </>
          )}
        </TileGroup>
      </div>
    </section>
  );
}
