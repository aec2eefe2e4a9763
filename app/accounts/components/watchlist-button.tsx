import { Bookmark, BookmarkCheck, Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { analyticsEvent, pushEvent } from "../../platform/analytics.ts";
import { ascCtaInteraction, ascPageType, pushAsc } from "../../platform/asc-events.ts";
import { buttonVariants } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { iconButtonVariants } from "../../ui/icon-button.tsx";
import { showToast } from "../../ui/toast.tsx";
import { signInUrl } from "../sign-in-rules.ts";
import { setWatchlisted, useShopper, useWatchlisted } from "./watchlist-store.ts";

export const WATCHLIST_PATH = "/my-garage";
const SAVE_PARAM = "save";

export type WatchlistCar = { id: number; name: string; status: string };

/** `search` without `?name=…` (the rest left exactly as it was written). */
export function withoutParam(search: string, name: string): string {
  const rest = search
    .replace(/^\?/, "")
    .split("&")
    .filter((part) => part && part.split("=")[0] !== name);
  return rest.length ? `?${rest.join("&")}` : "";
}

/** Saves and removals completed after a sign-in (?save=id), so two buttons for one car save once. */
const resumed = new Set<string>();

type Variant = "icon" | "button" | "compact";

/**
 * Save a car to the signed-in shopper's watchlist (spec 001 §4 'Saving', §7, §8). The list changes
 * at once; the call follows, with the button disabled while it runs; a failure shows an alert with
 * the error and puts things back. Sold cars can only be removed. Signed out, the button is a link to
 * sign-in that returns here (with ?save={id}, so the save completes on return). The saved state
 * comes from the root data (the shopper's saved ids); `initiallySaved` overrides it with the page's
 * own, fresher knowledge.
 */
export function WatchlistButton({ car, variant = "button", className = "", initiallySaved }: { car: WatchlistCar; variant?: Variant; className?: string; initiallySaved?: boolean }) {
  const shopper = useShopper();
  const saved = useWatchlisted(shopper, car.id, initiallySaved);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const location = useLocation();
  const navigate = useNavigate();
  const sold = car.status === "sold";

  async function change(save: boolean) {
    if (!shopper || busy.current) return;
    busy.current = true;
    setLoading(true);
    setWatchlisted(shopper.phone, car.id, save);
    let error: string | null = null;
    try {
      const res = await fetch(`/api/watchlist/${save ? "save-car" : "remove-car"}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ phone_number: shopper.phone, car_id: car.id }),
      });
      const body = (await res.json().catch(() => null)) as { success?: boolean; error?: string } | null;
      if (!body?.success) error = body?.error ?? "Sorry, we couldn't update your watchlist. Please try again.";
    } catch {
      error = "Sorry, we couldn't reach the server. Please check your connection and try again.";
    }
    busy.current = false;
    setLoading(false);
    if (error) {
      setWatchlisted(shopper.phone, car.id, !save);
      window.alert(error);
      return;
    }
    if (save) {
      pushEvent(analyticsEvent({ action: "save" }, { car_id: car.id }));
      pushAsc(ascCtaInteraction("Save to watchlist", "save", ascPageType(window.location.pathname)));
    }
    showToast(
      save
        ? { title: "Car Saved In Watchlist", description: `${car.name} is now available in your watchlist`, action: { label: "View List", href: WATCHLIST_PATH } }
        : { title: "Car Removed", description: `${car.name} is no longer in your watchlist`, action: { label: "View List", href: WATCHLIST_PATH }, tone: "info" },
    );
  }

  // Back from signing in to save this car: finish the save, then drop ?save= from the address.
  const params = new URLSearchParams(location.search);
  const pendingSave = shopper && params.get(SAVE_PARAM) === String(car.id);
  useEffect(() => {
    if (!pendingSave) return;
    const key = `${location.key}:${car.id}`;
    if (resumed.has(key)) return;
    resumed.add(key);
    navigate({ pathname: location.pathname, search: withoutParam(location.search, SAVE_PARAM), hash: location.hash }, { replace: true, preventScrollReset: true });
    if (!saved && !sold) void change(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per arrival with ?save=
  }, [pendingSave, location.key]);

  const text = saved ? (variant === "compact" ? "Saved" : "Remove from watchlist") : sold ? "Sold" : variant === "compact" ? "Save" : "Save to watchlist";
  // A name starts with the words it shows, then says which car (WCAG 2.5.3); the icon alone says it in a sentence.
  const label =
    variant === "icon" ? (saved ? `Remove ${car.name} from your watchlist` : sold ? `${car.name} is sold` : `Save ${car.name} to your watchlist`) : `${text}: ${car.name}`;
  const Icon = loading ? Loader2 : saved ? BookmarkCheck : Bookmark;
  // A toggle: outlined in brand (lightly filled) once saved, in grey before.
  const look = cn(
    variant === "icon"
      ? [iconButtonVariants({ tone: "floating", size: "lg" }), "ring-black/10"]
      : [buttonVariants({ variant: "outline" }), "py-2", saved ? "bg-brand/10 hover:bg-brand/15 hover:text-brand" : "border-black/15 bg-surface text-ink hover:border-brand hover:bg-surface hover:text-brand"],
    "disabled:cursor-not-allowed disabled:opacity-60",
    className,
  );
  const content = (
    <>
      <Icon aria-hidden="true" className={`size-[18px] shrink-0 ${loading ? "animate-spin" : ""} ${saved ? "fill-brand/20" : ""}`} />
      {variant !== "icon" && <span>{text}</span>}
    </>
  );

  if (!shopper && !sold) {
    const here = location.pathname + location.search;
    const rest = withoutParam(location.search, SAVE_PARAM);
    const returnTo = `${location.pathname}${rest ? `${rest}&` : "?"}${SAVE_PARAM}=${car.id}`;
    return (
      <Link to={signInUrl("watchlist", returnTo, here)} aria-label={variant === "icon" ? `Sign in to save ${car.name} to your watchlist` : `${text}: ${car.name} (sign in first)`} title="Save to watchlist" className={look}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={saved ? "Remove from watchlist" : sold ? "Sold cars can't be saved" : "Save to watchlist"}
      disabled={loading || !shopper || (sold && !saved)}
      onClick={() => void change(!saved)}
      className={look}
    >
      {content}
    </button>
  );
}
