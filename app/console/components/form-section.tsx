import type { ReactNode } from "react";
import { Card } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";

/** One group of a console form: a card with its title (the fieldset's legend), a line about it, then its fields. */
export function FormSection({ title, description, children, className }: { title: string; description?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <Card asChild padding="lg" className={cn("p-5 sm:p-6", className)}>
      <fieldset className="min-w-0">
        <legend className="float-left mb-5 w-full">
          <span className="block font-heading text-lg font-bold">{title}</span>
          {description && <span className="mt-1 block text-sm text-muted">{description}</span>}
        </legend>
        <div className="clear-both space-y-5">{children}</div>
      </fieldset>
    </Card>
  );
}
