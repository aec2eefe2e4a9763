import { Columns3, Heart } from "lucide-react";
import { Link } from "react-router";
import { compareHref, MAX_COMPARE, MIN_COMPARE } from "../compare.ts";
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
        <Link to={compareHref(saved.slice(0, MAX_COMPARE))} className="inline-flex items-center gap-2 rounded-theme bg-brand px-4 py-2 text-sm font-bold text-brand-contrast hover:brightness-110">
          <Columns3 aria-hidden="true" className="size-4" /> Compare {n}
        </Link>
      </div>
    </div>
  );
}
