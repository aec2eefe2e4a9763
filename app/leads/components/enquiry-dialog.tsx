import { MessageSquare, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState, type ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";

/**
 * An 'Enquire' button that opens a form in a modal dialog. Without JavaScript it is a plain link to
 * `href`, a page that shows the same form, so the enquiry still works.
 */
export function EnquiryDialog({
  label,
  href,
  title,
  description,
  children,
  className = "",
}: {
  label: string;
  href: string;
  title: string;
  description?: string;
  children: (close: () => void) => ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <a
        href={href}
        aria-haspopup={hydrated ? "dialog" : undefined}
        onClick={(e) => {
          if (!hydrated) return;
          e.preventDefault();
          setOpen(true);
        }}
        className={`inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-theme bg-brand px-6 py-3 font-bold whitespace-nowrap text-brand-contrast shadow-sm hover:brightness-110 ${className}`}
      >
        <MessageSquare aria-hidden="true" className="size-5" />
        {label}
      </a>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/55 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-surface p-5 text-ink shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(42rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-theme sm:p-8">
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-heading text-2xl font-bold">{title}</Dialog.Title>
              {description ? <Dialog.Description className="mt-1 text-muted">{description}</Dialog.Description> : <Dialog.Description className="sr-only">{title}</Dialog.Description>}
            </div>
            <Dialog.Close className="rounded-full p-2 text-muted hover:bg-black/5 hover:text-ink" aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {children(() => setOpen(false))}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
