import { useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Button, ButtonLink, type ButtonStyle } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../ui/dialog.tsx";

/**
 * A console action that asks first (revoke a key, release a hold). With JavaScript the button opens a dialog whose
 * confirm button posts the form; without it the button is a link to `fallbackHref`, a page address that renders
 * <ConfirmPanel> with the same form — so the question is asked either way and the post is the same.
 */
export type ConfirmCopy = { title: string; description: ReactNode; confirmLabel: string; fields: Record<string, string> };

function ConfirmForm({ copy, onDone, cancel }: { copy: ConfirmCopy; onDone?: () => void; cancel: ReactNode }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  return (
    <Form method="post" onSubmit={() => onDone?.()} className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {Object.entries(copy.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {cancel}
      <Button type="submit" variant="danger" loading={sending}>
        {copy.confirmLabel}
      </Button>
    </Form>
  );
}

export function ConfirmAction({ label, accessibleLabel, copy, fallbackHref, variant = "secondary" }: { label: string; accessibleLabel?: string; copy: ConfirmCopy; fallbackHref: string; variant?: ButtonStyle["variant"] }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated)
    return (
      <ButtonLink to={fallbackHref} variant={variant} size="sm" aria-label={accessibleLabel} preventScrollReset>
        {label}
      </ButtonLink>
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} size="sm" aria-label={accessibleLabel}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent width="md" title={copy.title} description={copy.description}>
        <ConfirmForm
          copy={copy}
          onDone={() => setOpen(false)}
          cancel={
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
          }
        />
      </DialogContent>
    </Dialog>
  );
}

/** The same question on the page itself (no JavaScript): the form and a way back. */
export function ConfirmPanel({ copy, cancelHref }: { copy: ConfirmCopy; cancelHref: string }) {
  return (
    <Card asChild padding="lg" className="mb-6 ring-2 ring-red-700/40">
      <section aria-labelledby="confirm-title">
        <h2 id="confirm-title" className="text-lg font-bold">
          {copy.title}
        </h2>
        <div className="mt-2 text-muted">{copy.description}</div>
        <ConfirmForm copy={copy} cancel={<ButtonLink to={cancelHref} variant="secondary">Cancel</ButtonLink>} />
      </section>
    </Card>
  );
}
