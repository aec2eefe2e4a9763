import { afterEach, describe, expect, it, vi } from "vitest";
import { browserStorage, browserStore, createListeners, parseJson } from "./browser-store.ts";

function fakeWindow() {
  const data = new Map<string, string>();
  const handlers = new Set<(e: { key: string }) => void>();
  const localStorage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
  const win = {
    localStorage,
    addEventListener: (_: string, h: (e: { key: string }) => void) => void handlers.add(h),
    removeEventListener: (_: string, h: (e: { key: string }) => void) => void handlers.delete(h),
  };
  return { data, win, otherTab: (key: string, value: string) => (data.set(key, value), handlers.forEach((h) => h({ key }))) };
}

const numbers = (raw: string | null): readonly number[] => {
  const v = parseJson(raw);
  return Array.isArray(v) ? v.filter((x): x is number => typeof x === "number") : [];
};

describe("browserStore", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is empty on the server and never touches storage there", () => {
    const store = browserStore("k", numbers, []);
    expect(browserStorage()).toBeNull();
    expect(store.get()).toEqual([]);
    expect(store.getServer()).toEqual([]);
    expect(store.set([1])).toBe(false);
  });

  it("reads, writes, caches the snapshot and notifies this tab and other tabs", () => {
    const { data, win, otherTab } = fakeWindow();
    vi.stubGlobal("window", win);
    const store = browserStore("forecourt:test", numbers, []);
    const heard = vi.fn();
    const unsubscribe = store.subscribe(heard);
    expect(store.update((ids) => [7, ...ids])).toBe(true);
    expect(data.get("forecourt:test")).toBe("[7]");
    expect(store.get()).toEqual([7]);
    expect(store.get()).toBe(store.get());
    otherTab("forecourt:test", "[8,7]");
    otherTab("another-key", "[]");
    expect(heard).toHaveBeenCalledTimes(2);
    expect(store.get()).toEqual([8, 7]);
    store.clear();
    expect(store.get()).toEqual([]);
    unsubscribe();
    store.set([1]);
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it("survives storage that throws and garbage in storage", () => {
    vi.stubGlobal("window", {
      get localStorage(): Storage {
        throw new Error("blocked");
      },
    });
    const store = browserStore("k", numbers, []);
    expect(store.get()).toEqual([]);
    expect(store.set([1])).toBe(false);
    const { win } = fakeWindow();
    win.localStorage.setItem("k", "{not json");
    vi.stubGlobal("window", win);
    expect(browserStore("k", numbers, []).get()).toEqual([]);
  });
});

describe("createListeners", () => {
  it("notifies subscribers until they unsubscribe", () => {
    const l = createListeners();
    const heard = vi.fn();
    const off = l.subscribe(heard);
    l.notify();
    off();
    l.notify();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
