/**
 * Minimal fixed-size bitsets over Uint32Array words. Bit i stands for document i of an index.
 * Functions ending in `Into` write into their first argument; the rest allocate.
 */

export type Bits = Uint32Array;

export function wordCount(size: number): number {
  return (size + 31) >>> 5;
}

export function emptyBits(size: number): Bits {
  return new Uint32Array(wordCount(size));
}

/** Bits 0..size-1 set. */
export function fullBits(size: number): Bits {
  const b = new Uint32Array(wordCount(size));
  b.fill(0xffffffff);
  const rest = size & 31;
  if (rest) b[b.length - 1] = (1 << rest) - 1;
  return b;
}

export function bitsFromIds(ids: ArrayLike<number>, size: number): Bits {
  const b = new Uint32Array(wordCount(size));
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    b[id >>> 5] |= 1 << (id & 31);
  }
  return b;
}

export function setBit(b: Bits, i: number): void {
  b[i >>> 5] |= 1 << (i & 31);
}

export function hasBit(b: Bits, i: number): boolean {
  return (b[i >>> 5] & (1 << (i & 31))) !== 0;
}

export function andInto(target: Bits, other: Bits): Bits {
  for (let i = 0; i < target.length; i++) target[i] &= other[i];
  return target;
}

export function orInto(target: Bits, other: Bits): Bits {
  for (let i = 0; i < target.length; i++) target[i] |= other[i];
  return target;
}

/** target = target AND NOT other */
export function andNotInto(target: Bits, other: Bits): Bits {
  for (let i = 0; i < target.length; i++) target[i] &= ~other[i];
  return target;
}

export function and(a: Bits, b: Bits): Bits {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i] & b[i];
  return out;
}

/** Sets ids from a sorted posting list. */
export function orIdsInto(target: Bits, ids: ArrayLike<number>): Bits {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    target[id >>> 5] |= 1 << (id & 31);
  }
  return target;
}

export function pop32(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export function popcount(b: Bits): number {
  let n = 0;
  for (let i = 0; i < b.length; i++) {
    const w = b[i];
    if (w !== 0) n += pop32(w);
  }
  return n;
}

/** popcount(a AND b) without allocating. */
export function andCount(a: Bits, b: Bits): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    const w = a[i] & b[i];
    if (w !== 0) n += pop32(w);
  }
  return n;
}

/** Set bit positions in ascending order. `count` (when known) sizes the result exactly. */
export function toIds(b: Bits, count = popcount(b)): Int32Array {
  const out = new Int32Array(count);
  let k = 0;
  for (let i = 0; i < b.length; i++) {
    let w = b[i];
    const base = i << 5;
    while (w !== 0) {
      const t = w & -w;
      out[k++] = base + 31 - Math.clz32(t);
      w ^= t;
    }
  }
  return out;
}

export function equalBits(a: Bits, b: Bits): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
