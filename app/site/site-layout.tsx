import { createContext, use } from "react";
import { createContext as createRouterContext } from "react-router";
import type { SiteLayout, TenantRootData } from "./layout-data.server.ts";
import { jsonForScript } from "../lib/json-for-script.ts";

/**
 * The layout's part of a dealer site's data (theme, header and footer navigation, locations) is written into the page
 * once, as JSON made once per tenant and navigation stock, instead of riding in the root route's data: React Router's
 * serializer flattened its ~600 values (most of a vehicle page's ~830) on every page (issue 15, ADR 058).
 * The server renders from the object; the browser parses the page's copy once, when it hydrates. The root data never
 * revalidates on a navigation, so the document's copy is the one a client-side navigation would have been sent too.
 */
export type MadeSiteLayout = { layout: SiteLayout; html: string };

/** Set by the root loader on the server; app/entry.server.tsx gives it to the render (ServerSiteLayoutContext). */
export const siteLayoutContext = createRouterContext<MadeSiteLayout | null>(null);
export const ServerSiteLayoutContext = createContext<MadeSiteLayout | null>(null);

const ELEMENT_ID = "site-layout";

/** The layout object and its text for the page (`<` escaped: it sits in a script element). */
export function makeSiteLayout(layout: SiteLayout): MadeSiteLayout {
  return { layout, html: jsonForScript(layout) };
}

let documentCopy: MadeSiteLayout | null = null;

/** The page's copy, parsed once per document. */
function fromDocument(): MadeSiteLayout | null {
  if (documentCopy || typeof document === "undefined") return documentCopy;
  const html = document.getElementById(ELEMENT_ID)?.textContent;
  if (html) documentCopy = { layout: JSON.parse(html) as SiteLayout, html };
  return documentCopy;
}

function useMadeSiteLayout(): MadeSiteLayout | null {
  return use(ServerSiteLayoutContext) ?? fromDocument();
}

/** The tenant's layout and the rest of the root data as the header, footer and pages read them. */
export type TenantSite = SiteLayout & Omit<TenantRootData, "kind">;

/** The root data of a dealer site with its layout (`root`: `useRouteLoaderData("root")`), or null on other hosts. */
export function useTenantSite(root: { kind: string } | undefined | null): TenantSite | null {
  const made = useMadeSiteLayout();
  if (root?.kind !== "tenant" || !made) return null;
  return { ...made.layout, ...(root as TenantRootData) };
}

/** The page's copy of the layout data, read by the browser when it hydrates. */
export function SiteLayoutData() {
  const made = useMadeSiteLayout();
  if (!made) return null;
  return <script type="application/json" id={ELEMENT_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: made.html }} />;
}
