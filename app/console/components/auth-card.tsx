import { LockKeyhole } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../ui/card.tsx";

/** The frame of the signed-out console pages: sign-in, invitation, forgotten and new password. */
export function AuthCard({ dealerName, title, lead, children, footer }: { dealerName: string; title: string; lead?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <main id="main" className="grid min-h-screen place-items-center bg-page px-4 py-10">
      <div className="w-full max-w-md">
        <p className="mb-4 text-center text-sm font-semibold text-muted">
          {dealerName} · <span className="text-ink">Dealer console</span>
        </p>
        <Card padding="lg" elevation="floating" className="sm:p-8">
          <div className="mb-5 grid size-12 place-items-center rounded-full bg-brand/10 text-brand">
            <LockKeyhole aria-hidden="true" className="size-6" />
          </div>
          <h1 className="text-2xl font-extrabold">{title}</h1>
          {lead && <div className="mt-2 text-muted">{lead}</div>}
          <div className="mt-6">{children}</div>
        </Card>
        {footer && <div className="mt-4 text-center text-sm">{footer}</div>}
      </div>
    </main>
  );
}
