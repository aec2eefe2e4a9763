import { CheckCircle2, Clock, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { formatKm } from "../../lib/format.ts";
import { formatPhone, telHref } from "../../lib/phone.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import type { FormConfig, FormLocation, FormVehicle } from "../form-page-data.server.ts";
import { openStatus } from "../../locations/opening-hours.ts";
import { PageBand } from "../../ui/page-band.tsx";
import { ButtonAnchor } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { vehiclePath } from "../../stock/vehicle-paths.ts";

/** The frame of every form page: a heading band, the form card and a side panel. */
export function FormPage({ title, intro, crumb, aside, children, wide = false }: { title: string; intro?: ReactNode; crumb: string; aside?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <>
      <PageBand crumbs={<Breadcrumbs items={[{ label: "Home", href: "/" }, { label: crumb }]} />}>
        <h1 className="mt-4 font-heading text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {intro && <div className="mt-3 max-w-2xl text-lg text-muted">{intro}</div>}
      </PageBand>
      <div className={`mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:py-10 ${aside ? (wide ? "lg:grid-cols-[minmax(0,1fr)_20rem]" : "lg:grid-cols-[minmax(0,1fr)_22rem]") : ""}`}>
        <div className="min-w-0">{children}</div>
        {aside && <aside className="space-y-6">{aside}</aside>}
      </div>
    </>
  );
}

export function FormCard({ children, className }: { children: ReactNode; className?: string }) {
  return <Card className={cn("sm:p-8", className)}>{children}</Card>;
}

/** A card beside a form: a heading and what goes under it. */
export function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="font-heading text-lg font-bold">{title}</h2>
      {children}
    </Card>
  );
}

/** The usual side panel of a form page: what happens next, then how to call. */
export function FormAside({ steps, config, now, locations }: { steps: readonly string[]; config: FormConfig; now: number; locations?: readonly FormLocation[] }) {
  return (
    <>
      <NextSteps steps={steps} />
      <DealerContactCard config={config} now={now} locations={locations} />
    </>
  );
}

/** The car an enquiry is about. */
export function VehicleSummary({ vehicle, note }: { vehicle: FormVehicle; note?: string }) {
  return (
    <div className="flex gap-4 rounded-theme border border-black/10 bg-page/60 p-3 sm:p-4">
      <div className="aspect-[3/2] w-28 shrink-0 overflow-hidden rounded-theme bg-black/5 sm:w-40">
        {vehicle.image ? <img src={vehicle.image} alt="" width={480} height={320} className="size-full object-cover" /> : null}
      </div>
      <div className="min-w-0 self-center">
        {note && <p className="text-xs font-bold tracking-wide text-brand uppercase">{note}</p>}
        <p className="font-heading text-lg leading-tight font-bold text-ink">
          <a href={vehiclePath(vehicle)} className="hover:underline">
            {vehicle.title}
          </a>
        </p>
        {vehicle.badge && <p className="truncate text-sm text-muted">{vehicle.badge}</p>}
        <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-0.5 text-sm">
          {vehicle.inStock ? (
            <span className="text-base font-bold text-ink">
              {vehicle.price ?? "Enquire for price"}
              {vehicle.price && vehicle.priceType ? <span className="ml-1 text-xs font-normal text-muted">{vehicle.priceType}</span> : null}
            </span>
          ) : (
            <span className="rounded bg-ink px-2 py-0.5 text-xs font-bold text-white uppercase">{vehicle.status === "sold" ? "Sold" : "Not available"}</span>
          )}
          {vehicle.km !== null && <span className="text-muted">{formatKm(vehicle.km)}</span>}
          {vehicle.stocknum && <span className="text-muted">Stock #{vehicle.stocknum}</span>}
        </p>
      </div>
    </div>
  );
}


/** 'Prefer to talk?': the dealer's phone and locations with today's hours. */
export function DealerContactCard({ config, now, locations }: { config: FormConfig; now: number; locations?: readonly FormLocation[] }) {
  const shown = (locations ?? config.locations).slice(0, 4);
  return (
    <SideCard title="Prefer to talk?">
      {config.phone && (
        <ButtonAnchor href={telHref(config.phone)} variant="outline" className="mt-3 flex text-base transition-none">
          <Phone aria-hidden="true" className="size-4" />
          Call {formatPhone(config.phone)}
        </ButtonAnchor>
      )}
      {shown.length > 0 && (
        <ul className="mt-4 divide-y divide-black/5">
          {shown.map((l) => (
            <li key={l.id} className="py-3 text-sm">
              <p className="font-semibold text-ink">{l.name}</p>
              <p className="mt-1 flex items-start gap-2 text-muted">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {l.address}
              </p>
              <p className="mt-1 flex items-center gap-2 text-muted">
                <Clock aria-hidden="true" className="size-4 shrink-0" />
                {openStatus(l.hours, l.timeZone, new Date(now)).text}
              </p>
              {l.phone && (
                <a href={telHref(l.phone)} className="mt-1 inline-flex items-center gap-2 font-semibold text-brand hover:underline">
                  <Phone aria-hidden="true" className="size-4" />
                  {formatPhone(l.phone)}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </SideCard>
  );
}

/** A short 'what happens next' list beside a form. */
export function NextSteps({ title = "What happens next", steps }: { title?: string; steps: readonly string[] }) {
  return (
    <SideCard title={title}>
      <ol className="mt-3 space-y-3">
        {steps.map((s, i) => (
          <li key={s} className="flex gap-3 text-sm text-ink">
            <span className="grid size-6 shrink-0 place-items-center rounded-full bg-brand text-xs font-bold text-brand-contrast">{i + 1}</span>
            <span className="pt-0.5">{s}</span>
          </li>
        ))}
      </ol>
    </SideCard>
  );
}

/** Three reasons, each an icon, a title and a line (careers, parts). */
export function ReasonCards({ items }: { items: readonly { icon: LucideIcon; title: string; text: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {items.map((w) => (
        <Card asChild key={w.title}>
          <li>
            <w.icon aria-hidden="true" className="size-7 text-brand" />
            <h2 className="mt-2 font-heading text-lg font-bold">{w.title}</h2>
            <p className="mt-1 text-sm text-muted">{w.text}</p>
          </li>
        </Card>
      ))}
    </ul>
  );
}

export function BenefitList({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {items.map((b) => (
        <li key={b} className="flex items-start gap-2 text-sm text-ink">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          {b}
        </li>
      ))}
    </ul>
  );
}
