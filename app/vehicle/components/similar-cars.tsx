import { ChevronLeft, ChevronRight, Search } from "./icons.ts";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState, type ReactNode } from "react";
import { PageLink } from "../../ui/link-list.tsx";
import type { CardVehicle } from "../../stock/card-config.ts";
import { ListedCard } from "../../stock/components/listed-card.tsx";
import { type VehicleCardConfig } from "../../stock/card-config.ts";
import { SIMILAR_CARS_SHOWN } from "../similar-car-search.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { IconButton } from "../../ui/icon-button.tsx";
import { cn } from "../../ui/cn.ts";
import { cardClass } from "./kit-classes.ts";
import { useEmblaState } from "../../ui/use-embla-state.ts";

/** One card's width in the carousel (and its placeholder): 1, 2, 3 or 4 across. */
const SLIDE_WIDTH = "w-[85%] sm:w-[calc(50%-0.625rem)] lg:w-[calc(33.333%-0.84rem)] xl:w-[calc(25%-0.94rem)]";

type Load = { status: "loading" } | { status: "ready"; cars: CardVehicle[] } | { status: "failed" };

/** Runs `fn` when the browser is idle after the first paint (or soon, where there is no idle callback). */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(fn, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 150);
  return () => window.clearTimeout(id);
}

/**
 * The similar cars carousel (spec 001 §2, §7): fetched from /cars/{slug}/similar.json after the
 * page has painted, with 6 placeholders meanwhile; on failure it logs and offers a search instead.
 */
export function SimilarCarsCarousel({ slug, config, browseHref, browseLabel }: { slug: string; config: VehicleCardConfig; browseHref: string; browseLabel: string }) {
  const [load, setLoad] = useState<Load>({ status: "loading" });

  useEffect(() => {
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      fetch(`/cars/${slug}/similar.json`, { headers: { Accept: "application/json" } })
        .then(async (res) => {
          if (!res.ok) throw new Error(`similar cars answered ${res.status}`);
          const body = (await res.json()) as { cars?: CardVehicle[] };
          if (!cancelled) setLoad({ status: "ready", cars: Array.isArray(body.cars) ? body.cars : [] });
        })
        .catch((err: unknown) => {
          console.warn("Similar cars could not be loaded", err);
          if (!cancelled) setLoad({ status: "failed" });
        });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [slug]);

  return (
    <SimilarCarsSection
      busy={load.status === "loading"}
      aside={
        <PageLink href={browseHref} className="inline-flex items-center gap-1 text-sm font-bold text-brand hover:underline">
          {browseLabel} <ChevronRight aria-hidden="true" className="size-4" />
        </PageLink>
      }
    >
      {load.status === "loading" && <Placeholders />}
      {load.status === "ready" && load.cars.length > 0 && <Carousel cars={load.cars} config={config} />}
      {(load.status === "failed" || (load.status === "ready" && load.cars.length === 0)) && <Fallback href={browseHref} label={browseLabel} />}
    </SimilarCarsSection>
  );
}

/** The 'Similar Cars' section: its heading, an optional link beside it, then the cars (or what stands in for them). */
export function SimilarCarsSection({ aside, busy, children }: { aside?: ReactNode; busy?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby="similar-cars-title" aria-busy={busy} className="mt-12">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <h2 id="similar-cars-title" className="font-heading text-2xl font-bold sm:text-3xl">
          Similar Cars
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A skeleton block, as the kit's `<Skeleton>` draws it. */
const bone = (className: string) => `<div aria-hidden="true" class="${cn("animate-pulse rounded bg-black/[0.06]", className)}"></div>`;

let placeholderCards: { __html: string } | null = null;

/** The 6 stand-ins while the cars load: one string, built once (issue 15: the page draws them on every request). */
function Placeholders() {
  placeholderCards ??= {
    __html: `<div data-testid="similar-placeholder" class="${cardClass({ padding: "none", elevation: "flat" }, `${SLIDE_WIDTH} shrink-0 overflow-hidden`)}">${bone("aspect-[3/2] rounded-none")}<div class="space-y-3 p-5">${bone("h-5 w-3/4")}${bone("h-4 w-1/2")}${bone("h-7 w-1/3")}</div></div>`.repeat(SIMILAR_CARS_SHOWN),
  };
  return <div role="status" aria-label="Loading similar cars" className="flex gap-5 overflow-hidden" dangerouslySetInnerHTML={placeholderCards} />;
}

function Fallback({ href, label }: { href: string; label: string }) {
  return (
    <Card padding="lg" elevation="flat" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-muted">We couldn't find similar cars just now, but there's plenty more in stock.</p>
      <ButtonLink to={href} className="text-base shadow-none">
        <Search aria-hidden="true" className="size-4" /> {label}
      </ButtonLink>
    </Card>
  );
}

function Carousel({ cars, config }: { cars: CardVehicle[]; config: VehicleCardConfig }) {
  const [ref, embla] = useEmblaCarousel({ align: "start", containScroll: "trimSnaps" });
  const edges = useEmblaState(embla, { selected: 0, snaps: 0, prev: false, next: cars.length > 1 });

  return (
    <div className="relative">
      {/* The section around it is the 'Similar Cars' region: a second region of the same name is a landmark too many. */}
      <div ref={ref} className="-m-2 overflow-hidden p-2">
        <ul className="flex gap-5">
          {cars.map((car, i) => (
            <ListedCard key={car.id} vehicle={car} config={config} item={{ "aria-roledescription": "slide", "aria-label": `${i + 1} of ${cars.length}`, className: `${SLIDE_WIDTH} shrink-0` }} />
          ))}
        </ul>
      </div>
      {(edges.prev || edges.next) && (
        <div className="mt-4 flex justify-end gap-2">
          <IconButton tone="surface" onClick={() => embla?.scrollPrev()} disabled={!edges.prev} label="Previous similar cars" className="disabled:opacity-40">
            <ChevronLeft aria-hidden="true" className="size-5" />
          </IconButton>
          <IconButton tone="surface" onClick={() => embla?.scrollNext()} disabled={!edges.next} label="Next similar cars" className="disabled:opacity-40">
            <ChevronRight aria-hidden="true" className="size-5" />
          </IconButton>
        </div>
      )}
    </div>
  );
}

/** A plain grid of similar cars, for pages where they are the content (sold car, missing car). */
export function SimilarCarsGrid({ cars, config }: { cars: CardVehicle[]; config: VehicleCardConfig }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {cars.map((car) => (
        <ListedCard key={car.id} vehicle={car} config={config} />
      ))}
    </ul>
  );
}
