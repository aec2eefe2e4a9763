import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { type Consent, type ConsentCategory, type TagIds, ALL_CONSENT, NO_CONSENT, bannerCategories, consentCookie, parseConsentCookie } from "../../platform/consent.ts";
import { applyTagConsent, tagPageView } from "../../platform/tag-loader.ts";
import { Button } from "../../ui/button.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";

/** The footer's "Cookie settings" asks the banner to open with this window event. */
const OPEN_COOKIE_SETTINGS = "forecourt:cookie-settings";

const CATEGORY_TEXT: Record<ConsentCategory, { label: string; purpose: string }> = {
  analytics: { label: "Analytics", purpose: "how visitors use the site" },
  marketing: { label: "Marketing", purpose: "advertising that follows you to other sites" },
};

const TAG_NAMES: Record<keyof TagIds, { name: string; category: ConsentCategory }> = {
  ga4_measurement_id: { name: "Google Analytics", category: "analytics" },
  gtm_container_id: { name: "Google Tag Manager", category: "marketing" },
  meta_pixel_id: { name: "Meta pixel", category: "marketing" },
};

function tagNames(tags: TagIds, category: ConsentCategory): string[] {
  return (Object.keys(TAG_NAMES) as (keyof TagIds)[]).filter((k) => tags[k] && TAG_NAMES[k].category === category).map((k) => TAG_NAMES[k].name);
}

type State = { open: boolean; choosing: boolean; consent: Consent | null; gpc: boolean };

function browserGpc(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/**
 * The consent banner for the dealer's marketing tags (issue 16, ADR 049). Decided in the browser from the consent
 * cookie, so the server's HTML is the same for every shopper (pages are cached, ADR 047): nothing is drawn and no tag
 * loads until the page runs; a tenant with no tag has no banner. Accept all, Reject all and Choose are equally easy;
 * Global Privacy Control refuses marketing whatever is chosen. Reopened from the footer's "Cookie settings".
 * Sticky at the foot of the page's column, so it sits on the screen while the page scrolls and after the footer at
 * the very end: it never hides the last of the page.
 */
export function ConsentBanner({ tags, siteName, scriptOrigin }: { tags: TagIds; siteName: string; scriptOrigin: string | null }) {
  const categories = bannerCategories(tags);
  const [state, setState] = useState<State | null>(null);
  const [picked, setPicked] = useState<Consent>(NO_CONSENT);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();
  const location = useLocation();
  const firstPath = useRef(location.pathname);
  const hasTags = categories.length > 0;

  useEffect(() => {
    if (!hasTags) return;
    const consent = parseConsentCookie(document.cookie);
    const gpc = browserGpc();
    setState({ open: consent === null, choosing: false, consent, gpc });
    if (consent) applyTagConsent(tags, consent, gpc, scriptOrigin);
    const open = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setState((s) => (s ? { ...s, open: true, choosing: true } : s));
      setPicked(parseConsentCookie(document.cookie) ?? NO_CONSENT);
      requestAnimationFrame(() => heading.current?.focus());
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS, open);
    // The tenant's tags are fixed for the page's life (root data never revalidates on navigation).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasTags]);

  useEffect(() => {
    if (location.pathname !== firstPath.current) tagPageView();
  }, [location.pathname]);

  if (!hasTags || !state?.open) return null;
  const { gpc } = state;

  const decide = (choice: Consent) => {
    const consent = { analytics: choice.analytics && categories.includes("analytics"), marketing: choice.marketing && categories.includes("marketing") && !gpc };
    document.cookie = consentCookie(consent, window.location.protocol === "https:");
    setState({ ...state, open: false, choosing: false, consent });
    applyTagConsent(tags, consent, gpc, scriptOrigin);
    opener.current?.focus();
    opener.current = null;
  };

  const names = categories.flatMap((c) => tagNames(tags, c));
  return (
    <section aria-labelledby={`${id}-title`} className="sticky bottom-0 z-40 max-h-[85vh] overflow-y-auto border-t border-black/10 bg-surface text-ink shadow-[0_-8px_24px_rgba(0,0,0,0.12)]">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 md:flex-row md:items-end md:gap-8">
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-heading text-base font-bold outline-none">
            Cookies on {siteName}
          </h2>
          <p className="mt-1 text-sm">
            We&rsquo;d like to use {names.join(", ").replace(/, ([^,]*)$/, " and $1")} to learn {categories.map((c) => CATEGORY_TEXT[c].purpose).join(" and for ")}. None of them loads unless
            you agree. Change your mind any time under &ldquo;Cookie settings&rdquo; at the foot of each page.
          </p>
          {gpc && categories.includes("marketing") && (
            <p className="mt-2 text-sm font-semibold">Your browser sends the Global Privacy Control signal, so marketing stays off.</p>
          )}
          {state.choosing && (
            <fieldset className="mt-3 space-y-2">
              <legend className="sr-only">Choose which cookies to allow</legend>
              {categories.map((c) => (
                <Checkbox
                  key={c}
                  id={`${id}-${c}`}
                  label={`${CATEGORY_TEXT[c].label}: ${tagNames(tags, c).join(", ")}`}
                  checked={picked[c] && !(c === "marketing" && gpc)}
                  disabled={c === "marketing" && gpc}
                  onChange={(e) => setPicked({ ...picked, [c]: e.currentTarget.checked })}
                />
              ))}
            </fieldset>
          )}
        </div>
        <div className="flex flex-wrap gap-2 md:flex-nowrap">
          <Button type="button" variant="primary" onClick={() => decide(ALL_CONSENT)}>
            Accept all
          </Button>
          <Button type="button" variant="primary" onClick={() => decide(NO_CONSENT)}>
            Reject all
          </Button>
          {state.choosing ? (
            <Button type="button" variant="secondary" onClick={() => decide(picked)}>
              Save choices
            </Button>
          ) : (
            <Button type="button" variant="secondary" onClick={() => setState({ ...state, choosing: true })}>
              Choose
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

/** The footer's way back to the banner; drawn only once the page runs (without JavaScript no tag ever loads). */
export function CookieSettingsButton({ tags, className }: { tags: TagIds; className?: string }) {
  const hydrated = useHydrated();
  if (!hydrated || bannerCategories(tags).length === 0) return null;
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS))}>
      Cookie settings
    </button>
  );
}
