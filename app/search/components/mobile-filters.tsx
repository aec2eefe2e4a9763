import { SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { Button, buttonVariants } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { Dialog, DialogTrigger, SheetContent } from "../../ui/dialog.tsx";
import { SearchFilters } from "./search-filters.tsx";
import type { SearchView } from "./search-view.ts";

function FiltersLabel({ active }: { active: number }) {
  return (
    <>
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      Filters
      {active > 0 && (
        <span aria-hidden="true" className="grid min-w-5 place-items-center rounded-full bg-brand px-1.5 text-xs leading-5 text-brand-contrast">
          {active}
        </span>
      )}
    </>
  );
}

const filtersName = (active: number) => (active > 0 ? `Filters (${active} active)` : "Filters");

/** The trigger's look: a white button. */
const trigger = { variant: "secondary", size: "sm", className: "px-4" } as const;

/**
 * Filters on small screens. With JavaScript: a full-height panel (the kit's sheet) whose changes
 * apply at once, closed by its 'Show Me {count} {cars}' button. Before JavaScript (or without
 * it): a disclosure holding the same GET form.
 */
export function MobileFilters({ view, hydrated, active }: { view: SearchView; hydrated: boolean; active: number }) {
  const [open, setOpen] = useState(false);
  if (!hydrated) {
    return (
      <details className="group w-full">
        <summary aria-label={filtersName(active)} className={cn(buttonVariants(trigger), trigger.className, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
          <FiltersLabel active={active} />
        </summary>
        <Card padding="none" className="mt-3 overflow-hidden px-5 pt-5 ring-black/[0.07]">
          <SearchFilters view={view} idPrefix="mobile-nojs" />
        </Card>
      </details>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button {...trigger} aria-label={filtersName(active)}>
          <FiltersLabel active={active} />
        </Button>
      </DialogTrigger>
      <SheetContent title="Filter results" closeLabel="Close filters" aria-describedby={undefined}>
        <SearchFilters view={view} idPrefix="mobile" onSubmitted={() => setOpen(false)} />
      </SheetContent>
    </Dialog>
  );
}
