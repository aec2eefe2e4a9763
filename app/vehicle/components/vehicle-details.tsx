import { CalendarDays, Car, ChevronDown, Cog, DoorOpen, Fuel, Gauge, Hash, Palette, Users, Zap } from "./icons.ts";
import { useId, useState, type ReactNode } from "react";
import { Button } from "../../ui/button.tsx";
import { cardClass } from "./kit-classes.ts";
import { factTilesHtml, featureItemsHtml, promiseItemsHtml, specRowsHtml } from "./static-markup.ts";
import type { StaticIcon } from "./static-icon.tsx";
import type { DealerComments } from "../dealer-comments.ts";
import type { ShowMore, SpecGroup, SpecItem } from "../key-information.ts";
import type { IncludedItem } from "../vehicle-sections.ts";

/** A titled card of the page's main column. */
export function Panel({ id, title, children, aside }: { id?: string; title: string; children: ReactNode; aside?: ReactNode }) {
  const headingId = useId();
  return (
      <section id={id} aria-labelledby={headingId} className={cardClass({}, "scroll-mt-24 sm:p-7")}>
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="font-heading text-xl font-bold sm:text-2xl">
            {title}
          </h2>
          {aside}
        </div>
        {children}
      </section>
  );
}

/** One fact of a grid (a `<dl>`): its label in small capitals, with an optional icon, over its value. */
export function FactTile({ label, value, icon }: { label: string; value: ReactNode; icon?: ReactNode }) {
  return (
    <div className={cardClass({ padding: "none", elevation: "inset" }, "p-3.5")}>
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
        {icon && <span className="text-brand">{icon}</span>}
        {label}
      </dt>
      <dd className={icon ? "mt-1.5 font-semibold break-words text-ink" : "mt-1 font-semibold"}>{value}</dd>
    </div>
  );
}

export function ToggleButton({ expanded, onClick, more, less, controls }: { expanded: boolean; onClick: () => void; more: string; less: string; controls: string }) {
  return (
    <Button variant="link" size="inline" aria-expanded={expanded} aria-controls={controls} onClick={onClick} className="mt-4 gap-1.5 rounded-theme font-bold">
      {expanded ? less : more}
      <ChevronDown aria-hidden="true" className={`size-4 transition ${expanded ? "rotate-180" : ""}`} />
    </Button>
  );
}

/** Dealer comments cut at 400 characters with Show More / Show Less (spec 001 §4), or the pending note. */
export function DealerCommentsText({ comments }: { comments: DealerComments }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (comments.pending) return <p className="text-muted italic">{comments.text}</p>;
  return (
    <div>
      <div id={id} className="text-[15px] leading-relaxed whitespace-pre-line text-ink/90">
        {expanded || !comments.truncated ? comments.full : comments.preview}
      </div>
      {comments.truncated && <ToggleButton expanded={expanded} onClick={() => setExpanded((e) => !e)} more="Show More" less="Show Less" controls={id} />}
    </div>
  );
}

const KEY_ICONS: Record<string, StaticIcon> = {
  Odometer: Gauge,
  Transmission: Cog,
  "Body Type": Car,
  "Fuel Type": Fuel,
  Engine: Zap,
  "Drive Type": Cog,
  Colour: Palette,
  "Interior Colour": Palette,
  Seats: Users,
  Doors: DoorOpen,
  "Build Date": CalendarDays,
  "Compliance Date": CalendarDays,
};
const keyIcon = (label: string) => KEY_ICONS[label] ?? Hash;

/** Key information: the first 4 facts, then Show More (spec 001 §2). */
export function KeyInformationGrid({ info }: { info: ShowMore<SpecItem> }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const items = expanded ? [...info.visible, ...info.hidden] : info.visible;
  if (items.length === 0) return <p className="text-muted">Ask us for the details of this car.</p>;
  return (
    <div>
      <dl id={id} className="grid grid-cols-2 gap-3 sm:grid-cols-4" dangerouslySetInnerHTML={{ __html: factTilesHtml(items, keyIcon) }} />
      {info.hidden.length > 0 && <ToggleButton expanded={expanded} onClick={() => setExpanded((e) => !e)} more="Show More" less="Show Less" controls={id} />}
    </div>
  );
}

/** Features: 8, then Show All (spec 001 §2). */
export function FeatureList({ features }: { features: ShowMore<string> }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const all = features.visible.length + features.hidden.length;
  if (all === 0) return <p className="text-muted">The full feature list is coming soon. Ask us about this car's equipment.</p>;
  const items = expanded ? [...features.visible, ...features.hidden] : features.visible;
  return (
    <div>
      <ul id={id} className="grid gap-x-6 gap-y-2.5 sm:grid-cols-2" dangerouslySetInnerHTML={{ __html: featureItemsHtml(items) }} />
      {features.hidden.length > 0 && (
        <ToggleButton expanded={expanded} onClick={() => setExpanded((e) => !e)} more={`Show All (${all})`} less="Show Less" controls={id} />
      )}
    </div>
  );
}

/** The groups shown before Show All Specs. */
const SPEC_GROUPS_SHOWN = 2;

/** All specifications by group, the first two then Show All Specs; caravans lead with their caravan specifications. */
export function Specifications({ groups }: { groups: SpecGroup[] }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (groups.length === 0) return <p className="text-muted">Specifications are on their way.</p>;
  const shown = expanded ? groups : groups.slice(0, SPEC_GROUPS_SHOWN);
  return (
    <div>
      <div id={id} className="grid gap-x-8 gap-y-6 md:grid-cols-2">
        {shown.map((g) => (
          <div key={g.title}>
            <h3 className="mb-2 text-sm font-bold tracking-wide text-muted uppercase">{g.title}</h3>
            <dl className="divide-y divide-black/5 rounded-theme ring-1 ring-black/5" dangerouslySetInnerHTML={{ __html: specRowsHtml(g.items) }} />
          </div>
        ))}
      </div>
      {groups.length > SPEC_GROUPS_SHOWN && <ToggleButton expanded={expanded} onClick={() => setExpanded((e) => !e)} more="Show All Specs" less="Show Fewer Specs" controls={id} />}
    </div>
  );
}

/** What's Included, Why Buy From Us? and Protect Your Car: a grid of promises. */
export function PromiseGrid({ items }: { items: readonly IncludedItem[] }) {
  return <ul className="grid gap-3 sm:grid-cols-2" dangerouslySetInnerHTML={{ __html: promiseItemsHtml(items) }} />;
}
