import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";

/** How often an open inbox asks whether leads arrived (ADR 033: polling the database, right with any number of processes). */
export const LEAD_POLL_MS = 10_000;

/**
 * An open inbox's watch for new leads: every LEAD_POLL_MS while the tab is visible (and at once when it becomes visible
 * again) it asks /dealer/leads/updates.json how many leads this person may see arrived since the list was loaded; when
 * some did, the list is loaded again. Answers how many arrived and which rows of the fresh list are new.
 */
export function useNewLeads(checkedAt: string, rowIds: readonly string[]): { arrived: number; freshIds: ReadonlySet<string>; dismiss: () => void } {
  const revalidator = useRevalidator();
  const [arrived, setArrived] = useState(0);
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(new Set());
  // The rows shown when the poll found leads: the reloaded list's other rows are the new ones.
  const before = useRef<{ ids: Set<string>; checkedAt: string } | null>(null);
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    if (!before.current || before.current.checkedAt === checkedAt) return;
    const known = before.current.ids;
    before.current = null;
    setFreshIds(new Set(rowIds.filter((id) => !known.has(id))));
  }, [checkedAt, rowIds]);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if (!stopped) timer = setTimeout(check, LEAD_POLL_MS);
    };
    async function check() {
      if (document.visibilityState !== "visible") return schedule();
      try {
        const res = await fetch(`/dealer/leads/updates.json?since=${encodeURIComponent(checkedAt)}`, { headers: { accept: "application/json" }, cache: "no-store" });
        const body = res.ok ? ((await res.json()) as { fresh?: number }) : null;
        if (!stopped && body?.fresh) {
          before.current = { ids: new Set(rowIds), checkedAt };
          setArrived((n) => n + body.fresh!);
          await revalidate.current();
          return;
        }
      } catch {
        // Offline for a moment: the next check tries again.
      }
      schedule();
    }
    const onVisible = () => {
      if (document.visibilityState !== "visible") return;
      clearTimeout(timer);
      void check();
    };
    schedule();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
    // rowIds are read when leads arrive; the checks restart only with a fresh list (a new checkedAt).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkedAt]);

  return { arrived, freshIds, dismiss: () => setArrived(0) };
}
