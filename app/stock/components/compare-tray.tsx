import { Columns3, Heart } from "lucide-react";
import { ButtonLink } from "../../ui/button.tsx";
import { compareHref, MAX_COMPARE, MIN_COMPARE } from "../comparison.ts";
import { useFavourites } from "../favourites.ts";

/** A bar at the foot of the screen once two or more cars are saved (hearted): compare them. */
export function CompareTray() {
  const saved = useFavourites();
  if (saved.length < MIN_COMPARE) return null;
  const n = Math.min(saved.length, MAX_COMPARE);
  return (
    <div role="region" aria-label="Compare saved cars" className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-3 sm:p-4">
      <div className="pointer-events-auto flex w-full max-w-xl items-center justify-between gap-3 rounded-theme bg-ink px-4 py-3 text-white shadow-2xl ring-1 ring-white/10">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <Heart aria-hidden="true" className="size-4 fill-current text-red-400" /> {saved.length} saved {saved.length === 1 ? "car" : "cars"}
        </p>
        <ButtonLink to={compareHref(saved.slice(0, MAX_COMPARE))} size="sm" className="px-4 shadow-none">
          <Columns3 aria-hidden="true" className="size-4" /> Compare {n}
        </ButtonLink>
      </div>
    </div>
  );
}
