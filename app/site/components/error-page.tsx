import { ButtonLink } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";

/**
 * Styled 404 / 400 / 500 page. Inside a tenant's layout it takes the dealer's branding. It names the document itself
 * (React puts the <title> in the head): a route's meta never runs for an error, and a page without a title is the first
 * thing a screen reader announces wrongly.
 */
export function ErrorPage({ status, title, message, siteName, platform = false, action }: { status: number | string; title: string; message: string; siteName?: string; platform?: boolean; action?: { label: string; href: string } }) {
  return (
    <section className={`grid place-items-center px-4 py-24 ${platform ? "min-h-screen bg-slate-950 text-white" : ""}`}>
      <title>{siteName ? `${title} · ${siteName}` : title}</title>
      <div className="max-w-xl text-center">
        <p className={`font-heading text-7xl font-black ${platform ? "text-sky-400" : "text-brand"}`}>{status}</p>
        <h1 className="mt-4 text-3xl font-bold">{title}</h1>
        <p className={`mt-4 text-lg ${platform ? "text-slate-300" : "text-muted"}`}>{message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {action && (
            <ButtonLink to={action.href} size="lg" className={cn("shadow-none", platform && "bg-sky-500 text-slate-950")}>
              {action.label}
            </ButtonLink>
          )}
          {!platform && (
            <ButtonLink to="/" variant="plain" size="lg" className="border border-current/20 bg-transparent ring-0">
              Back to home
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
