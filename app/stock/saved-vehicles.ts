/**
 * Saved (favourite) vehicles, kept in the browser (spec 000 §4 'Favourite/compare'). A tiny
 * store with subscribe/snapshot for useSyncExternalStore; other tabs stay in step through the
 * storage event. The server snapshot is always empty, so server and first browser render agree.
 */

export const SAVED_VEHICLES_KEY = "forecourt:saved-vehicles";
const MAX_SAVED = 100;

const EMPTY: readonly number[] = Object.freeze([]);
let cachedRaw: string | null = null;
let cachedIds: readonly number[] = EMPTY;
const listeners = new Set<() => void>();

/** Parses the stored list; anything malformed reads as empty. */
export function parseSavedVehicles(raw: string | null): readonly number[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    return value.filter((x): x is number => Number.isSafeInteger(x) && x > 0).slice(0, MAX_SAVED);
  } catch {
    return EMPTY;
  }
}

/** The list with `id` added (newest first) or removed. */
export function toggleSaved(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [id, ...ids].slice(0, MAX_SAVED);
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getSavedVehicles(): readonly number[] {
  const raw = storage()?.getItem(SAVED_VEHICLES_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parseSavedVehicles(raw);
  }
  return cachedIds;
}

export function getServerSavedVehicles(): readonly number[] {
  return EMPTY;
}

export function subscribeSavedVehicles(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === SAVED_VEHICLES_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function toggleSavedVehicle(id: number): void {
  const next = toggleSaved(getSavedVehicles(), id);
  try {
    storage()?.setItem(SAVED_VEHICLES_KEY, JSON.stringify(next));
  } catch {
    return;
  }
  for (const l of listeners) l();
}
