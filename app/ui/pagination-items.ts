export type PageItem = number | "gap";

/** Page numbers to link: the first, the last, the current with `siblings` either side, and gaps. */
export function paginationItems(page: number, pages: number, siblings = 1): PageItem[] {
  if (pages <= 1) return pages === 1 ? [1] : [];
  const current = Math.min(Math.max(1, page), pages);
  const wanted = new Set<number>([1, pages]);
  for (let p = current - siblings; p <= current + siblings; p++) if (p >= 1 && p <= pages) wanted.add(p);
  // Fill a gap of exactly one page with that page rather than an ellipsis.
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: PageItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push("gap");
    out.push(p);
  });
  return out;
}
