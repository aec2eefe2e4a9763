import { useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import type { ShopperSummary } from "../shopper-summary.server.ts";
import { createListeners } from "../../lib/browser-store.ts";

/**
 * The signed-in shopper's watchlist in the browser. The root loader gives the watchlist ids when the
 * page loads; saves and removals made since (optimistically, then confirmed) are kept here per
 * phone, so every watchlist button on every page agrees without reloading the root data.
 */

const changes = new Map<string, Map<number, boolean>>();
const listeners = createListeners();
let version = 0;
const getVersion = () => version;

export function setWatchlisted(phone: string, id: number, saved: boolean): void {
  let mine = changes.get(phone);
  if (!mine) changes.set(phone, (mine = new Map()));
  mine.set(id, saved);
  version++;
  listeners.notify();
}

/** The part of the root route's data (app/site/layout-data.server.ts) that this module reads. */
type RootShopper = { kind: "platform" } | { kind: "tenant"; shopper: ShopperSummary | null };

/** The signed-in shopper from the root data, or null (signed out, or not a dealer site). */
export function useShopper(): ShopperSummary | null {
  const root = useRouteLoaderData("root") as RootShopper | undefined;
  return root?.kind === "tenant" ? root.shopper : null;
}

/**
 * Whether the shopper has this car in their watchlist, with changes made in this tab. `known` is
 * fresher knowledge from the page's own loader (e.g. the watchlist page lists only saved cars).
 */
export function useWatchlisted(shopper: ShopperSummary | null, id: number, known?: boolean): boolean {
  useSyncExternalStore(listeners.subscribe, getVersion, getVersion);
  if (!shopper) return false;
  return changes.get(shopper.phone)?.get(id) ?? known ?? shopper.watchlist.includes(id);
}
