import { X } from "lucide-react";
import { Dialog as Radix } from "radix-ui";
import { type ComponentProps, type ReactNode, useRef } from "react";
import { cn } from "./cn.ts";

/**
 * Modal dialogs on Radix (focus trap, Escape, focus back on the opener). Two shapes:
 * `DialogContent` — a centred panel on wide screens, a bottom sheet on phones;
 * `SheetContent` — a full-height panel from the right (filters, menus).
 * Both take a title (always), an optional description and a close button's label.
 */
export const Dialog = Radix.Root;
export const DialogTrigger = Radix.Trigger;
export const DialogClose = Radix.Close;

const overlay = "fixed inset-0 z-50 bg-black/55 backdrop-blur-[2px]";

type FocusHandlers = Pick<ComponentProps<typeof Radix.Content>, "onOpenAutoFocus" | "onCloseAutoFocus">;

/**
 * Focus goes back to whatever opened the dialog when it closes. Radix only returns it to a
 * `DialogTrigger`; most of our dialogs are opened by a button or link of their own (or mounted
 * open, like the photo viewer), so the element focused when the dialog opened is remembered.
 */
function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: FocusHandlers): Required<FocusHandlers> {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (e) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(e);
    },
    onCloseAutoFocus: (e) => {
      onCloseAutoFocus?.(e);
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        e.preventDefault();
        target.focus();
      }
    },
  };
}

function CloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <Radix.Close className={cn("grid size-9 shrink-0 place-items-center rounded-full text-muted hover:bg-black/5 hover:text-ink", className)} aria-label={label}>
      <X aria-hidden="true" className="size-5" />
    </Radix.Close>
  );
}

type ContentProps = Omit<ComponentProps<typeof Radix.Content>, "title"> & {
  title: ReactNode;
  description?: ReactNode;
  /** Hide the description visually (still read out). */
  hideDescription?: boolean;
  closeLabel?: string;
  titleClassName?: string;
  /** Width on wide screens (a Tailwind width class). */
  width?: "md" | "lg";
};

export function DialogContent({ title, description, hideDescription, closeLabel = "Close", titleClassName, width = "lg", className, children, ...rest }: ContentProps) {
  const focus = useReturnFocus(rest);
  return (
    <Radix.Portal>
      <Radix.Overlay className={overlay} />
      <Radix.Content
        aria-describedby={description === undefined ? undefined : rest["aria-describedby"]}
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-surface p-5 text-ink shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-theme",
          width === "lg" ? "sm:w-[min(42rem,calc(100vw-2rem))] sm:p-8" : "max-h-[85vh] sm:w-[min(32rem,calc(100vw-2rem))] sm:p-7",
          className,
        )}
        {...rest}
        {...focus}
      >
        <div className={cn("flex items-start justify-between gap-4", width === "lg" ? "mb-5" : "mb-3")}>
          <div>
            <Radix.Title className={cn("font-heading font-bold", width === "lg" ? "text-2xl" : "text-xl", titleClassName)}>{title}</Radix.Title>
            {description !== undefined && <Radix.Description className={hideDescription ? "sr-only" : cn("mt-1 text-muted", width === "md" && "text-sm")}>{description}</Radix.Description>}
          </div>
          <CloseButton label={closeLabel} className="size-auto p-2" />
        </div>
        {children}
      </Radix.Content>
    </Radix.Portal>
  );
}

export function SheetContent({ title, description, closeLabel = "Close", titleClassName, className, children, ...rest }: Omit<ContentProps, "width" | "hideDescription">) {
  const focus = useReturnFocus(rest);
  return (
    <Radix.Portal>
      <Radix.Overlay className={cn(overlay, "bg-black/50")} />
      <Radix.Content
        aria-describedby={description === undefined ? undefined : rest["aria-describedby"]}
        className={cn("fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-surface text-ink shadow-2xl focus:outline-none", className)}
        {...rest}
        {...focus}
      >
        <div className="flex items-center justify-between border-b border-black/5 px-5 py-4">
          <Radix.Title className={cn("font-heading text-lg font-bold", titleClassName)}>{title}</Radix.Title>
          <CloseButton label={closeLabel} />
        </div>
        {description !== undefined && <Radix.Description className="sr-only">{description}</Radix.Description>}
        <div className="flex-1 overflow-y-auto px-5 pt-5">{children}</div>
      </Radix.Content>
    </Radix.Portal>
  );
}

/**
 * A full-screen dark viewer (photos): the title, an optional `status` (e.g. 'Photo 2 of 9') and the
 * close button in a bar at the top, then the content, which lays itself out in the flex column.
 */
export function FullscreenContent({ title, status, closeLabel = "Close", titleClassName, className, children, ...rest }: Omit<ContentProps, "width" | "hideDescription" | "description"> & { status?: ReactNode }) {
  const focus = useReturnFocus(rest);
  return (
    <Radix.Portal>
      <Radix.Overlay className="fixed inset-0 z-[60] bg-black/95" />
      <Radix.Content aria-describedby={undefined} className={cn("fixed inset-0 z-[60] flex flex-col text-white outline-none", className)} {...rest} {...focus}>
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Radix.Title className={cn("truncate text-base font-semibold sm:text-lg", titleClassName)}>{title}</Radix.Title>
          <div className="flex items-center gap-4">
            {status}
            <CloseButton label={closeLabel} className="size-10 bg-white/10 text-white transition hover:bg-white/20 hover:text-white" />
          </div>
        </div>
        {children}
      </Radix.Content>
    </Radix.Portal>
  );
}
