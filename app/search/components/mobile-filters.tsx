import { SlidersHorizontal, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
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

const triggerClass = "inline-flex items-center gap-2 rounded-theme border border-black/15 bg-white px-4 py-2 text-sm font-semibold text-ink shadow-xs hover:bg-black/[0.03]";

/**
 * Filters on small screens. With JavaScript: a full-height panel (Radix Dialog) whose changes
 * apply at once, closed by its 'Show Me {count} {cars}' button. Before JavaScript (or without
 * it): a disclosure holding the same GET form.
 */
export function MobileFilters({ view, hydrated, active }: { view: SearchView; hydrated: boolean; active: number }) {
  const [open, setOpen] = useState(false);
  if (!hydrated) {
    return (
      <details className="group w-full">
        <summary aria-label={filtersName(active)} className={`${triggerClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
          <FiltersLabel active={active} />
        </summary>
        <div className="mt-3 overflow-hidden rounded-theme bg-surface px-5 pt-5 shadow-sm ring-1 ring-black/[0.07]">
          <SearchFilters view={view} idPrefix="mobile-nojs" />
        </div>
      </details>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label={filtersName(active)} className={triggerClass}>
        <FiltersLabel active={active} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-surface text-ink shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-black/5 px-5 py-4">
            <Dialog.Title className="font-heading text-lg font-bold">Filter results</Dialog.Title>
            <Dialog.Close className="grid size-9 place-items-center rounded-full hover:bg-black/5" aria-label="Close filters">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 pt-5">
            <SearchFilters view={view} idPrefix="mobile" onSubmitted={() => setOpen(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
