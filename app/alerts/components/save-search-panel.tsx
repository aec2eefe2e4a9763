import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { buttonVariants } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { MaskIcon } from "../../ui/mask-icon.tsx";
import { OnDemand } from "../../ui/on-demand.tsx";

// The form (and the schema it validates with in the browser) loads when the panel is first opened: a results page's
// first load carries neither (issue 15: no zod on shopper pages' first load, ADR 051).
const SaveSearchForm = lazy(() => import("./save-search-form.tsx").then((m) => ({ default: m.SaveSearchForm })));

/**
 * "Save this search" on a results page: a disclosure (works without JavaScript) holding the form. The page is the same
 * for every shopper (shared caches keep it), so signing in happens after the post, not before. The form is drawn when
 * the panel opens (OnDemand): without JavaScript it is in the page's HTML for the native disclosure to show.
 */
export function SaveSearchPanel({ search, name }: { search: string; name: string }) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the page was interactive: draw the form now.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  return (
    <details ref={details} className="group mt-4 max-w-xl" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={cn(buttonVariants({ variant: "secondary", size: "sm" }), "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
        <MaskIcon name="bell-ring" className="size-4" /> Save this search
      </summary>
      <OnDemand shown={open}>
        <div className="mt-3 rounded-theme bg-page p-4 ring-1 ring-black/10">
          <Suspense fallback={<p className="text-sm text-muted">Loading…</p>}>
            <SaveSearchForm search={search} name={name} />
          </Suspense>
        </div>
      </OnDemand>
    </details>
  );
}
