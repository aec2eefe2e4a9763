import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { dropIndex } from "../photo-order.ts";

export type SortDrag = { from: number; over: number; dx: number; dy: number };

/**
 * Drag to reorder a list with pointer events (mouse, touch and pen alike; ADR 031): press a handle, move, let go
 * over another item. The keyboard and no-JavaScript path is separate (the Move earlier / Move later buttons), so this
 * only has to serve pointers. Escape or a cancelled pointer puts the item back. The list's direct children are the
 * items, measured when the pointer moves, so any grid layout works.
 */
export function usePointerSort<E extends HTMLElement>(onMove: (from: number, to: number) => void) {
  const listRef = useRef<E>(null);
  const [drag, setDragState] = useState<SortDrag | null>(null);
  const current = useRef<SortDrag | null>(null);
  const start = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  const setDrag = useCallback((d: SortDrag | null) => {
    current.current = d;
    setDragState(d);
  }, []);

  const cancel = useCallback(() => {
    start.current = null;
    setDrag(null);
  }, [setDrag]);

  useEffect(() => {
    if (!drag) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") cancel();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [drag, cancel]);

  const handleProps = (index: number) => ({
    onPointerDown(e: ReactPointerEvent<HTMLElement>) {
      if (e.button !== 0 || !e.isPrimary) return;
      e.preventDefault();
      e.currentTarget.setPointerCapture(e.pointerId);
      start.current = { x: e.clientX, y: e.clientY, pointerId: e.pointerId };
      setDrag({ from: index, over: index, dx: 0, dy: 0 });
    },
    onPointerMove(e: ReactPointerEvent<HTMLElement>) {
      const s = start.current;
      if (!s || s.pointerId !== e.pointerId || !listRef.current) return;
      const boxes = [...listRef.current.children].map((el) => el.getBoundingClientRect());
      const over = dropIndex(boxes, e.clientX, e.clientY) ?? index;
      // Near the top or bottom of the window the page scrolls, so a long list can be crossed in one drag.
      const edge = 56;
      if (e.clientY < edge) window.scrollBy(0, -16);
      else if (e.clientY > window.innerHeight - edge) window.scrollBy(0, 16);
      setDrag({ from: index, over, dx: e.clientX - s.x, dy: e.clientY - s.y });
    },
    onPointerUp(e: ReactPointerEvent<HTMLElement>) {
      const s = start.current;
      if (!s || s.pointerId !== e.pointerId) return;
      const d = current.current;
      start.current = null;
      setDrag(null);
      if (d && d.over !== d.from) onMove(d.from, d.over);
    },
    onPointerCancel: cancel,
    onLostPointerCapture(e: ReactPointerEvent<HTMLElement>) {
      if (start.current?.pointerId === e.pointerId) cancel();
    },
  });

  return { listRef, drag, handleProps };
}
