import { Check, Eye, Heart, Link2, Loader2, Phone, Printer, Share2 } from "./icons.ts";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useMatches } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { formatNumber } from "../../lib/format.ts";
import { toggleFavourite, useFavourites } from "../../stock/favourites.ts";
import type { Vehicle } from "../../stock/vehicle-schema.ts";
import type { SiteConfig } from "../../tenants/tenant-document.ts";
import { phoneClickLabel } from "../../platform/analytics.ts";
import { ascClickToCall, ascCtaInteraction, pushAsc } from "../../platform/asc-events.ts";
import { NO_PHONE_NUMBER, SHOW_PHONE_INTENT, phoneRevealPayload, phoneView } from "../phone-reveal.ts";
import { COPIED_MESSAGE_MS, SHARE_TOAST_MS, shareLinks } from "../share.ts";
import { printPdfHref, vehiclePath } from "../vehicle-links.ts";
import { setPageState, usePageState } from "./page-store.ts";
import { postJson, track } from "./track.ts";
import { buttonVariants } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { cardClass } from "./kit-classes.ts";
import { NETWORK_ICON_HTML, SHARE_LINK_CLASS, SHARE_MARK_CLASS, shareLinksHtml } from "./static-markup.ts";
import { cn } from "../../ui/cn.ts";

type CarRef = Pick<Vehicle, "id" | "slug" | "dealership_id" | "car_type">;

/**
 * On a car's page the dealer's numbers are masked everywhere they show, the site's header and
 * footer too (spec 001 §4 'Phone reveal'): the page's loader data carries this, and any component
 * of the page, or the layout around it, reads it from the route matches.
 */
export interface PhoneGate {
  vehicle: CarRef;
  websiteId: number;
  config: Pick<SiteConfig, "phone_reveal">;
  /** The URL asks for the numbers in full (the 'Show number' form without JavaScript answered). */
  shown: boolean;
}

export function usePhoneGate(): PhoneGate | null {
  for (const match of useMatches()) {
    const gate = (match.loaderData as { phoneGate?: PhoneGate | null } | undefined)?.phoneGate;
    if (gate) return gate;
  }
  return null;
}

/** The page has several call buttons; the missing number is reported once. */
let warnedNoPhone = false;

/** Share, Favourite and Print: small neutral buttons, icon over word, side by side. */
const actionButton = cn(
  buttonVariants({ variant: "plain", size: "sm" }),
  "flex-1 flex-col gap-1 px-2 py-2.5 text-xs font-semibold ring-black/10 hover:ring-black/20 disabled:cursor-not-allowed disabled:opacity-50",
);

/**
 * The dealer's number (spec 001 §4 'Phone reveal'): masked to its first 5 characters until
 * clicked, then a tel: link. The reveal is tracked (POST /api/phone-reveal); dialling fires
 * analytics event 25. Tenants with phone_reveal 'immediate' show the number at once. Without
 * JavaScript the button posts a form to the car's page, which records the reveal and answers
 * with the page showing the numbers (at `anchor`, the id this button's place carries).
 */
export function PhoneButton({
  raw,
  gate,
  className = "",
  label = "Call",
  compact = false,
  anchor,
  children,
}: {
  raw: string | null;
  /** Null off a car's page in stock: nothing to reveal, so nothing drawn. */
  gate: PhoneGate | null;
  className?: string;
  label?: string;
  /** Without the 'Show number' hint, for tight spaces (the button's name still says it). */
  compact?: boolean;
  anchor?: string;
  /** Drawn in place of the phone icon and number (the header's and footer's own looks). */
  children?: (text: string) => ReactNode;
}) {
  const revealed = usePageState("phoneRevealed") || (gate?.shown ?? false);
  const view = phoneView(raw, gate?.config ?? { phone_reveal: "masked" }, revealed);

  useEffect(() => {
    if (!view.available && !warnedNoPhone) {
      warnedNoPhone = true;
      console.warn(NO_PHONE_NUMBER);
    }
  }, [view.available]);

  if (!view.available || !gate) return null;
  const { vehicle, websiteId } = gate;
  if (view.href) {
    return (
      <a id={anchor} href={view.href} onClick={() => {
          track({ action: "phone-click" }, { car_id: vehicle.id, label: phoneClickLabel(vehicle.car_type) });
          if (raw) pushAsc(ascClickToCall(raw, "item"));
        }} className={className}>
        {children ? (
          children(view.text)
        ) : (
          <>
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <span className="whitespace-nowrap">
              {compact ? null : `${label} `}
              <span className="tabular-nums">{view.text}</span>
            </span>
          </>
        )}
      </a>
    );
  }
  return (
    <form
      method="post"
      action={vehiclePath(vehicle)}
      className="contents"
      onSubmit={(e) => {
        e.preventDefault();
        setPageState({ phoneRevealed: true });
        pushAsc(ascCtaInteraction("Show number", "reveal_phone_number", "item"));
        void postJson("/api/phone-reveal", phoneRevealPayload(vehicle, websiteId));
      }}
    >
      <input type="hidden" name="intent" value={SHOW_PHONE_INTENT} />
      {anchor && <input type="hidden" name="anchor" value={anchor} />}
      {/* Named by what it shows, '07 38XX XXXX Show number' (WCAG 2.5.3): the hint is only hidden from sight where space is tight. */}
      <button id={anchor} type="submit" className={className}>
        {children ? (
          children(view.text)
        ) : (
          <>
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <span className="tabular-nums">{view.text}</span>
          </>
        )}{" "}
        <span className={children || compact ? "sr-only" : "text-xs font-semibold underline underline-offset-2 opacity-80"}>Show number</span>
      </button>
    </form>
  );
}

/**
 * Favourite toggle (spec 001 §4 'Saving'): kept in this browser, fires analytics event 39 on
 * saving. A car that is not in stock can only be removed, never newly saved.
 */
export function FavouriteButton({ vehicle, title, inStock, className = actionButton }: { vehicle: CarRef; title: string; inStock: boolean; className?: string }) {
  const saved = useFavourites().includes(vehicle.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      disabled={!saved && !inStock}
      title={saved ? `Remove the ${title} from your favourites` : `Save the ${title} to your favourites`}
      onClick={() => {
        toggleFavourite(vehicle.id);
        if (!saved) track({ action: "save" }, { car_id: vehicle.id });
      }}
      // Favourites live in this browser's storage: without JavaScript there is nothing to save to.
      className={cn(className, "noscript:hidden")}
    >
      <Heart aria-hidden="true" className={`size-5 transition ${saved ? "fill-brand text-brand" : ""}`} />
      {saved ? "Saved" : "Favourite"}
    </button>
  );
}

/** Print: the server makes the PDF; the button reads Preparing... until it downloads as {slug}.pdf (spec 001 §4). */
export function PrintButton({ vehicle, className = actionButton }: { vehicle: Pick<Vehicle, "slug">; className?: string }) {
  const [preparing, setPreparing] = useState(false);
  const print = async () => {
    setPreparing(true);
    try {
      const res = await fetch(printPdfHref(vehicle));
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { error?: string } | null;
        throw new Error(body?.error ?? `The PDF could not be prepared (${res.status}).`);
      }
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = `${vehicle.slug}.pdf`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      window.alert(err instanceof Error ? err.message : "The PDF could not be prepared.");
    } finally {
      setPreparing(false);
    }
  };
  // A link to the PDF, so it downloads without JavaScript too; with it, the button reads Preparing... meanwhile.
  return (
    <a
      href={printPdfHref(vehicle)}
      download={`${vehicle.slug}.pdf`}
      onClick={(e) => {
        e.preventDefault();
        if (!preparing) void print();
      }}
      aria-disabled={preparing || undefined}
      aria-busy={preparing}
      className={cn(className, preparing && "cursor-not-allowed opacity-50")}
    >
      {preparing ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : <Printer aria-hidden="true" className="size-5" />}
      {preparing ? "Preparing..." : "Print"}
    </a>
  );
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and some embedded views: the selection fallback.
    try {
      const area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.append(area);
      area.select();
      const ok = document.execCommand("copy");
      area.remove();
      return ok;
    } catch {
      return false;
    }
  }
}

/**
 * Share (spec 001 §2 'Share bar'): Facebook, X unless hidden, WhatsApp, email, SMS and Copy link,
 * which reads 'Copied' for 1.5 s (or shows a 3 s toast where the tenant asks for one).
 */
export function ShareButton({
  url,
  title,
  config,
  className = actionButton,
  onShare,
}: {
  url: string;
  title: string;
  config: Pick<SiteConfig, "share_hide_twitter" | "share_copy_toast">;
  className?: string;
  /** The shopper shared the car (a network's link, or Copy link): heard once. */
  onShare?: () => void;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const [toast, setToast] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const links = shareLinks(url, title, config);
  const shared = useRef(false);
  const share = () => {
    if (shared.current) return;
    shared.current = true;
    onShare?.();
  };

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPIED_MESSAGE_MS);
    return () => clearTimeout(t);
  }, [copied]);
  useEffect(() => {
    if (!toast) return;
    const t = setTimeout(() => setToast(false), SHARE_TOAST_MS);
    return () => clearTimeout(t);
  }, [toast]);

  const copy = async () => {
    if (!(await copyText(url))) return;
    share();
    if (config.share_copy_toast) setToast(true);
    else setCopied(true);
  };

  const panelClass = "absolute top-full left-0 z-30 mt-2 w-64 p-2 shadow-2xl";

  // Without JavaScript: a disclosure of the same links (Copy link needs the clipboard, so it is left out).
  if (!hydrated)
    return (
      <details className="relative flex flex-1">
        <summary className={cn(className, "h-full list-none [&::-webkit-details-marker]:hidden")}>
          <Share2 aria-hidden="true" className="size-5" />
          Share
        </summary>
        {/* One string: this copy is only ever used without JavaScript (the hydrated page draws the button below). */}
        <div className={cardClass({ elevation: "popover", padding: "none" }, panelClass)} role="group" aria-label="Share this car" dangerouslySetInnerHTML={{ __html: `<ul class="grid gap-0.5">${shareLinksHtml(links)}</ul>` }} />
      </details>
    );

  const networkLinks = links.map((l) => (
              <li key={l.network}>
                <a
                  href={l.href}
                  target={l.network === "email" || l.network === "sms" ? undefined : "_blank"}
                  rel="noopener noreferrer"
                  onClick={share}
                  className={SHARE_LINK_CLASS}
                >
                  <span className={SHARE_MARK_CLASS} dangerouslySetInnerHTML={{ __html: NETWORK_ICON_HTML[l.network] }} />
                  {l.label}
                </a>
              </li>
            ));
  return (
    <div ref={root} className="relative flex flex-1">
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)} className={className}>
        <Share2 aria-hidden="true" className="size-5" />
        Share
      </button>
      {open && (
        <Card id={panelId} role="group" aria-label="Share this car" elevation="popover" padding="none" className={panelClass}>
          <ul className="grid gap-0.5">
            {networkLinks}
            <li className="mt-1 border-t border-black/5 pt-1">
              <button type="button" onClick={() => void copy()} className="flex w-full items-center gap-3 rounded-theme px-3 py-2 text-sm font-medium hover:bg-page">
                <span className="grid size-7 place-items-center rounded-full bg-page text-ink">
                  {copied ? <Check aria-hidden="true" className="size-4 text-emerald-600" /> : <Link2 aria-hidden="true" className="size-4" />}
                </span>
                <span aria-live="polite">{copied ? "Copied" : "Copy link"}</span>
              </button>
            </li>
          </ul>
        </Card>
      )}
      {toast && (
        <div role="status" className="fixed bottom-24 left-1/2 z-[70] -translate-x-1/2 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-white shadow-2xl lg:bottom-8">
          Link copied to your clipboard
        </div>
      )}
    </div>
  );
}

/** 'N views': the server's count at render, then the count after this visit (GET view.json, once). */
export function ViewsCount({ slug, initial, show }: { slug: string; initial: number; show: boolean }) {
  const [views, setViews] = useState(initial);
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    fetch(`/cars/${slug}/view.json`, { headers: { Accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ views?: unknown }>) : null))
      .then((body) => {
        if (body && typeof body.views === "number") setViews(body.views);
      })
      .catch(() => undefined);
  }, [slug]);
  if (!show || views <= 0) return null;
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-muted">
      <Eye aria-hidden="true" className="size-4" />
      <span data-testid="views-count">
        {formatNumber(views)} {views === 1 ? "view" : "views"}
      </span>
    </p>
  );
}
