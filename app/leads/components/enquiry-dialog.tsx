import { MessageSquare } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { ButtonAnchor } from "../../ui/button.tsx";
import { Dialog, DialogContent } from "../../ui/dialog.tsx";

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
    <Dialog open={open} onOpenChange={setOpen}>
      <ButtonAnchor
        href={href}
        size="xl"
        aria-haspopup={hydrated ? "dialog" : undefined}
        onClick={(e) => {
          if (!hydrated) return;
          e.preventDefault();
          setOpen(true);
        }}
        className={`shrink-0 whitespace-nowrap transition-none ${className}`}
      >
        <MessageSquare aria-hidden="true" className="size-5" />
        {label}
      </ButtonAnchor>
      <DialogContent title={title} description={description ?? title} hideDescription={!description}>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}
