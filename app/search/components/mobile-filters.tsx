import { useState } from "react";
import { iconClass } from "../../ui/mask-icon.tsx";
import { Button, buttonVariants } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { Dialog, DialogTrigger, SheetContent } from "../../ui/dialog.tsx";
import { SearchFilters } from "./search-filters.tsx";
import type { SearchView } from "./search-view.ts";

function FiltersLabel({ active }: { active: number }) {
  return (
    <>
      Filters
      {/* The name is "Filters (N active)": the visible text first, as axe's label-content-name-mismatch wants. */}
      {active > 0 && <span className="sr-only"> ({active} active)</span>}
      {active > 0 && (
        <span aria-hidden="true" className="grid min-w-5 place-items-center rounded-full bg-brand px-1.5 text-xs leading-5 text-brand-contrast">
          {active}
        </span>
      )}
    </>
  );
}


/** The trigger's look: a white button, its icon drawn before its text. */
const trigger = { variant: "secondary", size: "sm", className: `px-4 ${iconClass("sliders-horizontal")}` } as const;

/**
 * Filters on small screens. With JavaScript: a full-height panel (the kit's sheet) whose changes
 * apply at once, closed by its 'Show Me {count} {cars}' button. Before JavaScript (or without
 * it): a link to the sidebar's GET form, which its :target rule then shows.
 */
export function MobileFilters({ view, hydrated, active }: { view: SearchView; hydrated: boolean; active: number }) {
  const [open, setOpen] = useState(false);
  if (!hydrated) {
    // Before JavaScript (or without it) the page's one filter form, the sidebar's, is shown by this link (its :target
    // rule): a second copy here doubled the results page's markup (issue 15).
    return (
      <a href="#filters" className={cn(buttonVariants(trigger), trigger.className)}>
        <FiltersLabel active={active} />
      </a>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button {...trigger}>
          <FiltersLabel active={active} />
        </Button>
      </DialogTrigger>
      <SheetContent title="Filter results" closeLabel="Close filters" aria-describedby={undefined}>
        <SearchFilters view={view} idPrefix="mobile" onSubmitted={() => setOpen(false)} />
      </SheetContent>
    </Dialog>
  );
}
