import { Check, Columns3, Copy, Heart, Plus, X } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import type { CompareData } from "../compare-data.ts";
import { formatPrice } from "../../lib/format.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { IMAGE_SIZES, imageUrl } from "../../media/image-url.ts";
import type { CardVehicle } from "../card-config.ts";
import { compareHref, MAX_COMPARE, MIN_COMPARE } from "../comparison.ts";
import { useFavourites } from "../favourites.ts";
import { vehicleTitle } from "../vehicle-names.ts";
import { Alert } from "../../ui/alert.tsx";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { IconButton } from "../../ui/icon-button.tsx";
import { Table, Td, Th } from "../../ui/table.tsx";
import { CardTagBadge } from "./card-tag-badge.tsx";
import { NoCarsPanel } from "./no-cars-panel.tsx";
import { vehiclePath } from "../vehicle-paths.ts";

/** The compare page (spec 000 §4 'Favourite/compare'): cars side by side, rows that differ highlighted. */
/** The watchlist button of one car, drawn by the caller (the watchlist belongs to accounts, above stock). */
export type WatchButton = (car: { id: number; name: string; status: CompareData["cars"][number]["status"] }) => ReactNode;

export function ComparePage({ data, watchButton }: { data: CompareData; watchButton: WatchButton }) {
  const enough = data.cars.length >= MIN_COMPARE;
  const rows = data.diffOnly ? data.rows.filter((r) => r.differs) : data.rows;
  const differing = data.rows.filter((r) => r.differs).length;
  return (
    <>
      <div className="border-b border-black/5 bg-surface">
        <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-4 px-4 py-7">
          <div>
            <h1 className="text-3xl font-extrabold md:text-4xl">Compare cars</h1>
            <p className="mt-1.5 text-muted">
              {enough ? `${data.cars.length} cars side by side · ${differing} ${differing === 1 ? "difference" : "differences"} highlighted` : `Choose ${MIN_COMPARE} to ${MAX_COMPARE} cars to see them side by side.`}
            </p>
          </div>
          {enough && <ShareLink url={data.shareUrl} />}
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 py-8">
        {data.missing > 0 && (
          <Alert tone="warning" role="status" className="mb-5 text-sm">
            {data.missing === 1 ? "One car in this comparison is" : `${data.missing} cars in this comparison are`} no longer available.
          </Alert>
        )}
        {enough ? (
          <>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3 text-sm">
              <p className="flex items-center gap-2 text-muted">
                <span aria-hidden="true" className="inline-block size-3.5 rounded-sm bg-amber-100 ring-1 ring-amber-300" /> Rows that differ are highlighted
              </p>
              <Link to={compareHref(data.ids, data.diffOnly ? {} : { diff: "1" })} replace preventScrollReset className="font-semibold text-brand hover:underline">
                {data.diffOnly ? "Show all specifications" : "Show differences only"}
              </Link>
            </div>
            <Table caption="Specifications of the compared cars" className="min-w-[40rem] table-fixed">
                <colgroup>
                  <col className="w-32 sm:w-44" />
                  {data.cars.map((c) => (
                    <col key={c.id} />
                  ))}
                </colgroup>
                <thead>
                  <tr className="align-top">
                    <td className="sticky left-0 z-10 bg-surface p-3" />
                    {data.cars.map((car) => (
                      <Th key={car.id} className="border-b-0 p-3 font-normal">
                        <CarHeader car={car} ids={data.ids} watchButton={watchButton} />
                      </Th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.label} data-differs={row.differs} className={`border-t border-black/5 ${row.differs ? "bg-amber-50" : ""}`}>
                      <Th scope="row" className={`sticky left-0 z-10 border-b-0 p-3 align-top ${row.differs ? "bg-amber-50" : "bg-surface"}`}>
                        <span className="flex items-center gap-1.5">
                          {row.label}
                          {row.differs && (
                            <span className="size-1.5 shrink-0 rounded-full bg-amber-500" title="Differs">
                              <span className="sr-only"> (differs)</span>
                            </span>
                          )}
                        </span>
                      </Th>
                      {row.values.map((v, i) => (
                        <Td key={data.cars[i]!.id} className={`border-b-0 p-3 ${v === null ? "text-muted" : ""} ${row.differs ? "font-semibold" : ""}`}>
                          {v ?? "—"}
                        </Td>
                      ))}
                    </tr>
                  ))}
                  {rows.length === 0 && (
                    <tr>
                      <Td colSpan={data.cars.length + 1} className="border-b-0 p-6 text-center text-muted">
                        These cars match on every specification we list.
                      </Td>
                    </tr>
                  )}
                </tbody>
            </Table>
          </>
        ) : (
          <NoCarsPanel icon={Columns3} title="Pick at least two cars to compare" browseHref={data.searchHref}>
            Tap the heart on any car to save it, then compare your saved cars here.
          </NoCarsPanel>
        )}
        <SavedPicker ids={data.ids} />
      </div>
    </>
  );
}

function CarHeader({ car, ids, watchButton }: { car: CompareData["cars"][number]; ids: number[]; watchButton: WatchButton }) {
  const { width, height } = IMAGE_SIZES.card;
  const others = ids.filter((id) => id !== car.id);
  return (
    <div className="flex h-full flex-col gap-2">
      <div className="relative aspect-[3/2] overflow-hidden rounded-theme bg-slate-100">
        <img src={imageUrl(car.image ?? "/media/not-found.webp", { width, height })} alt={car.title} width={width} height={height} className={`size-full object-cover ${car.status === "sold" ? "grayscale-[35%]" : ""}`} />
        {(car.status === "sold" || car.reserved) && (
          <CardTagBadge tag={car.status === "sold" ? { kind: "just-sold", label: "Sold", tone: "sold" } : { kind: "reserved", label: "Reserved", tone: "reserved" }} className="absolute top-2 left-2" />
        )}
        <IconButton asChild tone="floating" size="sm" label={`Remove ${car.title} from the comparison`} className="absolute top-2 right-2 shadow ring-black/10">
          <Link to={compareHref(others)} title="Remove from comparison">
            <X aria-hidden="true" className="size-4" />
          </Link>
        </IconButton>
      </div>
      <Link to={vehiclePath(car)} className="font-heading text-base leading-snug font-bold hover:text-brand">
        {car.title}
      </Link>
      {(car.badge || car.series) && <p className="-mt-1.5 line-clamp-1 text-xs text-muted">{[car.badge, car.series].filter(Boolean).join(" · ")}</p>}
      <p className="font-heading text-xl font-extrabold">{formatPrice(car.price) ?? <span className="text-base font-semibold text-muted">Enquire for price</span>}</p>
      <div className="mt-auto">
        {watchButton({ id: car.id, name: car.title, status: car.status })}
      </div>
    </div>
  );
}

/** Copies the comparison's address (shows 'Copied' for 1.5 s); the address is also shown for copying by hand. */
function ShareLink({ url }: { url: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <div className="flex w-full max-w-md items-stretch gap-2 sm:w-auto">
      <label htmlFor="compare-share" className="sr-only">
        Link to this comparison
      </label>
      <input id="compare-share" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="min-w-0 flex-1 rounded-theme border border-black/10 bg-page px-3 py-2 text-sm text-muted sm:w-72" />
      {hydrated && (
        <Button
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
          className="shrink-0 gap-1.5 px-4 shadow-none"
        >
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied ? "Copied" : "Copy link"}
        </Button>
      )}
    </div>
  );
}

/** The shopper's saved (favourite) cars not in the comparison, to add with one tap. Browser only. */
function SavedPicker({ ids }: { ids: number[] }) {
  const saved = useFavourites();
  const candidates = saved.filter((id) => !ids.includes(id)).slice(0, 12);
  const key = candidates.join(",");
  const [cars, setCars] = useState<CardVehicle[] | null>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    fetch(`/api/cards?ids=${key}`, { headers: { accept: "application/json" } })
      .then((r) => (r.ok ? (r.json() as Promise<{ cars: CardVehicle[] }>) : { cars: [] }))
      .then((d) => live && setCars(d.cars))
      .catch(() => live && setCars([]));
    return () => {
      live = false;
    };
  }, [key]);
  const shown = key && cars ? cars.filter((c) => candidates.includes(c.id)) : [];
  if (!shown.length) return null;
  const full = ids.length >= MAX_COMPARE;
  return (
    <section aria-labelledby="saved-picker-heading" className="mt-10">
      <h2 id="saved-picker-heading" className="flex items-center gap-2 text-xl font-bold">
        <Heart aria-hidden="true" className="size-5 fill-brand text-brand" /> Your saved cars
      </h2>
      <p className="mt-1 text-sm text-muted">{full ? `A comparison holds up to ${MAX_COMPARE} cars: remove one to add another.` : "Add one to the comparison."}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((car) => (
          <Card asChild key={car.id} padding="none" className="flex items-center gap-3 p-3">
            <li>
              <img src={imageUrl(car.image ?? "/media/not-found.webp", { width: 160, height: 108 })} alt="" width={80} height={54} className="h-[54px] w-20 shrink-0 rounded-theme object-cover" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-bold">{vehicleTitle(car)}</p>
                <p className="text-sm text-muted">{formatPrice(car.price) ?? "Enquire for price"}</p>
              </div>
              {!full && (
                <ButtonLink to={compareHref([...ids, car.id])} variant="outline" size="sm" aria-label={`Add ${vehicleTitle(car)} to the comparison`} className="shrink-0 gap-1 py-1.5">
                  <Plus aria-hidden="true" className="size-4" /> Add
                </ButtonLink>
              )}
            </li>
          </Card>
        ))}
      </ul>
    </section>
  );
}
