import type { StaticIcon } from "./static-icon.tsx";
import type { ReactNode } from "react";
import { Chip } from "../../ui/chip.tsx";
import { cn } from "../../ui/cn.ts";
import { IconButton } from "../../ui/icon-button.tsx";

/** A caption in the top left corner of the viewer's stage ('360° · drag to rotate'). */
export function StageLabel({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Chip asChild tone="dark" className={cn("pointer-events-none absolute top-3 left-3 px-3 py-1", className)}>
      <p>{children}</p>
    </Chip>
  );
}

/** Round buttons in the bottom right corner of the viewer's stage (rotate, look around, previous / next). */
export function StageButtons({ buttons, className }: { buttons: { label: string; icon: StaticIcon; onClick: () => void }[]; className?: string }) {
  return (
    <div className="absolute right-3 bottom-3 flex gap-2">
      {buttons.map(({ label, icon: Icon, onClick }) => (
        <IconButton key={label} label={label} onClick={onClick} className={className}>
          <Icon aria-hidden="true" className="size-5" />
        </IconButton>
      ))}
    </div>
  );
}
