/**
 * Loads the dealer's marketing tags in the browser, and only those the shopper's consent allows (ADR 049): GA4
 * (gtag.js), Google Tag Manager and the Meta pixel, each by inserting its script the way the vendor's snippet does,
 * from our own bundle (no inline script, so the page's CSP needs only the tags' hosts). Nothing here runs on the
 * server or without JavaScript.
 *
 * ASC events wait in `window.dataLayer` (app/platform/asc-events.ts). Tag Manager reads that queue itself when it
 * loads; GA4 and the Meta pixel are handed the queued ones when they load, then each new one.
 */

import { ASC_PUSHED, type AscEvent } from "./asc-events.ts";
import { type Consent, type TagIds, type TagKind, effectiveConsent, tagScriptUrl, tagsToLoad } from "./consent.ts";

type Fbq = ((...args: unknown[]) => void) & { callMethod?: (...args: unknown[]) => void; queue: unknown[]; push: unknown; loaded: boolean; version: string };
type TagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void; fbq?: Fbq; _fbq?: Fbq };

const loaded = new Set<TagKind>();
let ids: TagIds | null = null;
let listening = false;

function layer(w: TagWindow): unknown[] {
  w.dataLayer ??= [];
  return w.dataLayer;
}

/** gtag() as Google's snippet defines it: it pushes its `arguments` object, which gtag.js and Tag Manager read. */
function gtagOf(w: TagWindow): (...args: unknown[]) => void {
  if (!w.gtag) {
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects, not arrays
      layer(w).push(arguments);
    };
  }
  return w.gtag;
}

function addScript(src: string): void {
  const s = document.createElement("script");
  s.async = true;
  s.src = src;
  document.head.append(s);
}

/** Google's consent mode signals, for the Google tags and whatever a Tag Manager container fires. */
function consentSignals(allowed: Consent) {
  const ads = allowed.marketing ? "granted" : "denied";
  return { analytics_storage: allowed.analytics ? "granted" : "denied", ad_storage: ads, ad_user_data: ads, ad_personalization: ads };
}

function queuedAsc(w: TagWindow): AscEvent[] {
  return layer(w).filter((e): e is AscEvent => typeof e === "object" && e !== null && !("length" in e) && typeof (e as { event?: unknown }).event === "string" && (e as { event: string }).event.startsWith("asc_"));
}

function toGa4(w: TagWindow, e: AscEvent): void {
  if (!loaded.has("ga4") || !ids?.ga4_measurement_id) return;
  const { event, ...params } = e;
  gtagOf(w)("event", event, { ...params, send_to: ids.ga4_measurement_id });
}

function toMeta(w: TagWindow, e: AscEvent): void {
  if (!loaded.has("meta") || !w.fbq) return;
  if (e.event === "asc_item_pageview") w.fbq("track", "ViewContent", { content_ids: [e.item_id], content_type: "vehicle" });
  else if (e.event === "asc_form_submission") w.fbq("track", "Lead", { content_name: e.form_name });
}

function onAsc(event: Event): void {
  const w = window as TagWindow;
  for (const e of (event as CustomEvent<AscEvent[]>).detail ?? []) {
    toGa4(w, e);
    toMeta(w, e);
  }
}

function load(kind: TagKind, w: TagWindow, origin: string | null): void {
  if (!ids) return;
  if (kind === "ga4" && ids.ga4_measurement_id) {
    const gtag = gtagOf(w);
    gtag("js", new Date());
    gtag("config", ids.ga4_measurement_id);
    addScript(tagScriptUrl("ga4", ids.ga4_measurement_id, origin));
    loaded.add("ga4");
    queuedAsc(w).forEach((e) => toGa4(w, e));
  } else if (kind === "gtm" && ids.gtm_container_id) {
    layer(w).push({ "gtm.start": Date.now(), event: "gtm.js" });
    addScript(tagScriptUrl("gtm", ids.gtm_container_id, origin));
    loaded.add("gtm");
  } else if (kind === "meta" && ids.meta_pixel_id) {
    if (!w.fbq) {
      // As Meta's snippet: calls wait in `queue` until fbevents.js sets `callMethod`.
      const fbq: Fbq = Object.assign(
        (...args: unknown[]) => {
          if (fbq.callMethod) fbq.callMethod(...args);
          else fbq.queue.push(args);
        },
        { queue: [] as unknown[], push: null as unknown, loaded: true, version: "2.0" },
      );
      fbq.push = fbq;
      w.fbq = fbq;
      w._fbq ??= fbq;
    }
    addScript(tagScriptUrl("meta", ids.meta_pixel_id, origin));
    w.fbq("init", ids.meta_pixel_id);
    w.fbq("track", "PageView");
    loaded.add("meta");
    queuedAsc(w).forEach((e) => toMeta(w, e));
  }
}

/**
 * Brings the page's tags in line with the shopper's choice: loads the allowed ones not loaded yet. A tag already
 * loaded cannot be taken out of the page, so withdrawing consent from one reloads the page (it then stays out).
 * Answers the tags now allowed.
 */
export function applyTagConsent(tagIds: TagIds, consent: Consent | null, gpc: boolean, origin: string | null): TagKind[] {
  if (typeof window === "undefined") return [];
  const w = window as TagWindow;
  ids = tagIds;
  const allowed = tagsToLoad(tagIds, consent, gpc);
  if ([...loaded].some((k) => !allowed.includes(k))) {
    gtagOf(w)("consent", "update", consentSignals(effectiveConsent(consent, gpc)));
    w.fbq?.("consent", "revoke");
    window.location.reload();
    return allowed;
  }
  const toLoad = allowed.filter((k) => !loaded.has(k));
  if (toLoad.length === 0) return allowed;
  if (!listening) {
    window.addEventListener(ASC_PUSHED, onAsc);
    listening = true;
  }
  if (toLoad.some((k) => k === "ga4" || k === "gtm")) gtagOf(w)("consent", loaded.size === 0 ? "default" : "update", consentSignals(effectiveConsent(consent, gpc)));
  for (const kind of toLoad) load(kind, w, origin);
  return allowed;
}

/** A client-side navigation: the Meta pixel counts page views itself only on full loads (GA4 follows history changes). */
export function tagPageView(): void {
  if (typeof window === "undefined" || !loaded.has("meta")) return;
  (window as TagWindow).fbq?.("track", "PageView");
}
