import { CheckCircle2, X } from "lucide-react";
import { Toast } from "radix-ui";
import { useSyncExternalStore } from "react";
import { ButtonLink } from "./button.tsx";
import { cn } from "./cn.ts";

/**
 * Toast notifications, one at a time (spec 000 §2 'Toast notifications show one at a time'): a new
 * toast replaces the one showing. `showToast` can be called from anywhere in the browser; the
 * single <Toaster /> in the root layout shows it.
 */

export interface ToastMessage {
  title: string;
  description?: string;
  /** A link action, e.g. { label: "View List", href: "/my-garage" }. */
  action?: { label: string; href: string };
  tone?: "success" | "info";
}

type Current = ToastMessage & { key: number };

let current: Current | null = null;
let nextKey = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function showToast(message: ToastMessage): void {
  current = { ...message, key: nextKey++ };
  emit();
}

export function dismissToast(): void {
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const getCurrent = () => current;
const getServer = () => null;

/** Where toasts appear; render once, in the root layout. */
export function Toaster({ duration = 6000 }: { duration?: number }) {
  const toast = useSyncExternalStore(subscribe, getCurrent, getServer);
  return (
    <Toast.Provider duration={duration} swipeDirection="right" label="Notification">
      {toast && (
        <Toast.Root
          key={toast.key}
          open
          onOpenChange={(open) => {
            if (!open && current?.key === toast.key) dismissToast();
          }}
          className="pointer-events-auto flex w-full items-start gap-3 rounded-theme bg-surface p-4 text-ink shadow-2xl ring-1 ring-black/10 data-[swipe=end]:translate-x-full data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]"
        >
          <CheckCircle2 aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", toast.tone === "info" ? "text-muted" : "text-emerald-600")} />
          <div className="min-w-0 flex-1">
            <Toast.Title className="font-heading font-bold">{toast.title}</Toast.Title>
            {toast.description && <Toast.Description className="mt-0.5 text-sm text-muted">{toast.description}</Toast.Description>}
            {toast.action && (
              <Toast.Action altText={`${toast.action.label}: ${toast.action.href}`} asChild>
                <ButtonLink to={toast.action.href} size="sm" className="mt-2 py-1.5 shadow-none">
                  {toast.action.label}
                </ButtonLink>
              </Toast.Action>
            )}
          </div>
          <Toast.Close aria-label="Close notification" className="-m-1 grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-black/5 hover:text-ink">
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="pointer-events-none fixed right-0 bottom-0 z-[60] flex w-full max-w-sm flex-col p-4 outline-none sm:right-4 sm:bottom-4" />
    </Toast.Provider>
  );
}
