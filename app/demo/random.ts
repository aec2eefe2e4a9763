/**
 * A small seeded pseudo-random number generator (mulberry32) with the helpers the demo data
 * generator needs. Pure: the same seed always gives the same sequence.
 */

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks from [value, weight] pairs; weights need not sum to 1. Zero weights are never picked. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** Up to n distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[];
  /** A roughly normal float (sum of three uniforms) centred on mean. */
  normal(mean: number, spread: number): number;
  /** An independent generator derived from this one's seed and a label, so adding draws elsewhere does not shift it. */
  fork(label: string | number): Rng;
}

/** 32-bit FNV-1a hash of a string, for deriving seeds from labels. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number): Rng {
  const baseSeed = seed >>> 0;
  let state = baseSeed;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const rng: Rng = {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)];
    },
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, w]) => sum + Math.max(0, w), 0);
      if (total <= 0) throw new Error("weighted pick needs a positive weight");
      let r = next() * total;
      for (const [value, w] of entries) {
        if (w <= 0) continue;
        r -= w;
        if (r < 0) return value;
      }
      return entries.filter(([, w]) => w > 0).at(-1)![0];
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    sample<T>(items: readonly T[], n: number): T[] {
      return rng.shuffle(items).slice(0, Math.max(0, n));
    },
    normal: (mean, spread) => mean + ((next() + next() + next()) / 3 - 0.5) * 2 * spread,
    fork: (label) => createRng(hashString(`${baseSeed}:${label}`)),
  };
  return rng;
}
