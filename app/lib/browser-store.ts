/**
 * A value kept in the browser's localStorage (or sessionStorage) under one key, as a tiny store for
 * useSyncExternalStore: `get` is the client snapshot (re-parsed only when the stored text changes, so the same
 * text gives the same object), `getServer` the server snapshot (always `empty`, so server and first render agree),
 * `subscribe` hears this tab's writes and other tabs' (the storage event). Storage may be missing, blocked, full or
 * hold garbage: that never breaks a page (reads give `empty`, failed writes are dropped).
 */

import { useSyncExternalStore } from "react";

export type StorageKind = "local" | "session";

/** window.localStorage or sessionStorage, or null on the server or where the browser blocks it. */
export function browserStorage(kind: StorageKind = "local"): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A set of change listeners: `subscribe` for useSyncExternalStore, `notify` after a change. */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify(): void {
      for (const l of listeners) l();
    },
  };
}

export interface BrowserStore<T> {
  readonly key: string;
  get(): T;
  getServer(): T;
  subscribe(listener: () => void): () => void;
  /** Stores the value and tells the listeners; false when storage refused it (nothing changes then). */
  set(value: T): boolean;
  /** set(change(get())). */
  update(change: (current: T) => T): boolean;
  /** Forgets the value. */
  clear(): void;
}

export function browserStore<T>(key: string, parse: (raw: string | null) => T, empty: T, kind: StorageKind = "local"): BrowserStore<T> {
  const listeners = createListeners();
  let cachedRaw: string | null = null;
  let cached: T = empty;
  const read = (): string | null => {
    try {
      return browserStorage(kind)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (action: (storage: Storage) => void): boolean => {
    const storage = browserStorage(kind);
    if (!storage) return false;
    try {
      action(storage);
    } catch {
      return false;
    }
    listeners.notify();
    return true;
  };
  const store: BrowserStore<T> = {
    key,
    get() {
      const raw = read();
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cached = raw === null ? empty : parse(raw);
      }
      return cached;
    },
    getServer: () => empty,
    subscribe(listener) {
      const unsubscribe = listeners.subscribe(listener);
      const onStorage = (e: StorageEvent) => {
        if (e.key === key) listener();
      };
      window.addEventListener("storage", onStorage);
      return () => {
        unsubscribe();
        window.removeEventListener("storage", onStorage);
      };
    },
    set: (value) => write((s) => s.setItem(key, JSON.stringify(value))),
    update: (change) => store.set(change(store.get())),
    clear: () => void write((s) => s.removeItem(key)),
  };
  return store;
}

/** The store's value in a component; re-renders when it changes (in this tab or another). */
export function useBrowserStore<T>(store: BrowserStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.getServer);
}

/** JSON.parse that answers undefined for malformed text instead of throwing. */
export function parseJson(raw: string | null): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
