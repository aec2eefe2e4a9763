import { describe, expect, it } from "vitest";
import { ViewCountSnapshot } from "./events.server.ts";

/** A snapshot over a counter the test moves, with a clock it sets; `reads` counts the reads it asked for. */
function setup() {
  const state = { now: 0, counts: new Map([[7, 3]]), reads: 0, fail: false, gate: null as Promise<void> | null };
  const snapshot = new ViewCountSnapshot(
    async () => {
      state.reads++;
      await state.gate;
      if (state.fail) throw new Error("database down");
      return new Map(state.counts);
    },
    10_000,
    () => state.now,
  );
  return { state, snapshot };
}

describe("ViewCountSnapshot", () => {
  it("reads once, answers from the kept counts until they are older than the interval, then reads again", async () => {
    const { state, snapshot } = setup();
    expect(await snapshot.views(7)).toBe(3);
    expect(await snapshot.views(8)).toBe(0);
    state.counts.set(7, 5);
    state.now = 9_999;
    expect([await snapshot.views(7), state.reads]).toEqual([3, 1]);
    state.now = 10_000;
    // Past the interval: this answer still comes from the kept counts while the new read runs in the background.
    expect(await snapshot.views(7)).toBe(3);
    await Promise.resolve();
    expect([await snapshot.views(7), state.reads]).toEqual([5, 2]);
  });

  it("asks for one read at a time however many pages want the counts", async () => {
    const { state, snapshot } = setup();
    let open!: () => void;
    state.gate = new Promise((r) => (open = r));
    const first = Promise.all([snapshot.views(7), snapshot.views(7), snapshot.views(8)]);
    open();
    expect(await first).toEqual([3, 3, 0]);
    expect(state.reads).toBe(1);
  });

  it("keeps the old counts when a refresh fails, and tries again on the next page", async () => {
    const { state, snapshot } = setup();
    await snapshot.views(7);
    state.fail = true;
    state.now = 20_000;
    expect(await snapshot.views(7)).toBe(3);
    await new Promise((r) => setTimeout(r, 0));
    state.fail = false;
    state.counts.set(7, 9);
    expect(await snapshot.views(7)).toBe(3);
    await new Promise((r) => setTimeout(r, 0));
    expect([await snapshot.views(7), state.reads]).toEqual([9, 3]);
  });

  it("fails the first page when the very first read fails (there is nothing to answer with)", async () => {
    const { state, snapshot } = setup();
    state.fail = true;
    await expect(snapshot.views(7)).rejects.toThrow("database down");
    state.fail = false;
    expect(await snapshot.views(7)).toBe(3);
  });
});
