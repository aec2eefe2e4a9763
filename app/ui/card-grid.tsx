import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";

type CardGridProps<T> = Omit<ComponentProps<"ul">, "children"> & {
  items: readonly T[];
  keyOf: (item: T) => string | number;
  /** The card for one item (its position passed too, e.g. to load the first row eagerly). */
  children: (item: T, index: number) => ReactNode;
  /** What shows instead when there are no items (usually an EmptyState). */
  empty?: ReactNode;
};

/** A list of cards laid out as a grid: one `<li>` per item. `className` sets the gap and the columns. */
export function CardGrid<T>({ items, keyOf, children, empty, className, ...rest }: CardGridProps<T>) {
  if (items.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <ul className={cn("grid", className)} {...rest}>
      {items.map((item, i) => (
        <li key={keyOf(item)}>{children(item, i)}</li>
      ))}
    </ul>
  );
}
