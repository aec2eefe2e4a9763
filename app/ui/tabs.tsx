import { Tabs as Radix } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/** Tabs on Radix (arrow keys move between tabs; only the chosen panel is shown). */
export const Tabs = Radix.Root;

export function TabsList({ className, ...rest }: ComponentProps<typeof Radix.List>) {
  return <Radix.List className={cn("flex gap-1 overflow-x-auto border-b border-black/10", className)} {...rest} />;
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof Radix.Trigger>) {
  return (
    <Radix.Trigger
      className={cn(
        "-mb-px border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-muted transition hover:text-ink data-[state=active]:border-brand data-[state=active]:text-brand",
        className,
      )}
      {...rest}
    />
  );
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof Radix.Content>) {
  return <Radix.Content className={cn("pt-5 outline-none", className)} {...rest} />;
}
