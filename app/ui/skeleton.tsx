import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/** A grey, pulsing stand-in for content that is still loading; size it with `className`. */
export function Skeleton({ className, ...rest }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded bg-black/[0.06]", className)} {...rest} />;
}
