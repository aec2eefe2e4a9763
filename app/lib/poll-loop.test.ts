import { describe, expect, it } from "vitest";
import { PollLoop } from "./poll-loop.ts";

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("PollLoop", () => {
  it("repeats a pass at once while it finds work, then waits; stop waits for the pass under way", async () => {
    const work = [3, 2, 0];
    const calls: number[] = [];
    let after = 0;
    const loop = new PollLoop({ pass: async () => (calls.push(Date.now()), work.shift() ?? 0), pollMs: 10_000, failed: () => {}, afterPasses: async () => void after++ });
    expect(calls).toHaveLength(0); // nothing before start
    loop.start();
    await tick(20);
    expect(calls).toHaveLength(3);
    expect(after).toBe(1);
    loop.poke();
    await tick(20);
    expect(calls).toHaveLength(4);
    await loop.stop();
    loop.poke(); // stopped: nothing runs
    await tick(20);
    expect(calls).toHaveLength(4);
  });

  it("a poke during a pass runs one more pass right after it; a failing pass is reported, not thrown", async () => {
    let release!: () => void;
    const passes: string[] = [];
    const errors: unknown[] = [];
    const loop = new PollLoop({
      pass: async () => {
        passes.push("pass");
        if (passes.length === 1) await new Promise<void>((r) => (release = r));
        if (passes.length === 2) throw new Error("database down");
        return 0;
      },
      pollMs: 10_000,
      failed: (err) => errors.push(err),
    });
    loop.start();
    await tick(5);
    loop.poke();
    loop.poke();
    release();
    await tick(20);
    expect(passes).toEqual(["pass", "pass"]);
    expect(errors).toEqual([new Error("database down")]);
    await loop.stop();
  });
});
