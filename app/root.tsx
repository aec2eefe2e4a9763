import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, ScrollRestoration, data, isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import oswaldLatin from "@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2?url";
import montserratLatin from "@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url";
import { siteContext } from "./platform/contexts.ts";
import { tenantLayoutData } from "./site/layout-data.server.ts";
import { IMAGE_FALLBACK_SCRIPT } from "./media/image-fallback.ts";
import { SiteFooter } from "./site/components/site-footer.tsx";
import { SiteHeader } from "./site/components/site-header.tsx";
import { ErrorPage } from "./site/components/error-page.tsx";
import { VisitTracker } from "./leads/components/visit-tracker.tsx";
import { ConsentBanner } from "./site/components/consent-banner.tsx";
import { TEMPLATES, themeVariables } from "./tenants/templates.ts";
import { Toaster } from "./ui/toast.tsx";
import { DocumentLinks } from "./ui/document-links.tsx";
import { ScriptsAfterContent } from "./ui/scripts-after-content.tsx";
import { useNonce } from "./lib/nonce.ts";
import { isConsolePath } from "./lib/console-paths.ts";
import { SiteLayoutData, useTenantSite } from "./site/site-layout.tsx";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  if (site.kind === "unknown") throw data({ reason: "unknown-host", host: site.host }, { status: 404 });
  if (site.kind === "platform") return { kind: "platform" as const };
  // The dealer console has its own shell (app/routes/dealer.tsx): none of the shopper site's header, footer or data.
  if (isConsolePath(new URL(request.url).pathname)) return { kind: "console" as const, template: site.tenant.template, brandColor: site.tenant.config.brand_color };
  return tenantLayoutData(context, request, site.tenant);
}

/** The root data depends only on the host: a navigation within the site never needs it again (form posts still revalidate). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: { formMethod?: string; defaultShouldRevalidate: boolean }) {
  return formMethod && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

/**
 * zod builds its fast object parsers with `new Function` and, to find out whether it may, tries one: under our CSP
 * (no 'unsafe-eval') the browser reports that try as a violation. Told before any module loads, zod never tries.
 */
/**
 * The Latin faces a shopper page paints with, preloaded so the browser fetches them alongside the stylesheet rather
 * than after it (ADR 051): every template's body font is Inter, and the bold and modern templates head in Oswald and
 * Montserrat. The other subsets (Cyrillic, Greek, Latin Extended…) still load only when a page shows their characters.
 */
const TEMPLATE_FONTS: Record<string, readonly string[]> = { classic: [interLatin], bold: [interLatin, oswaldLatin], modern: [interLatin, montserratLatin] };

const ZOD_WITHOUT_EVAL = "(globalThis.__zod_globalConfig ??= {}).jitless = true;";

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const tenant = useTenantSite(root);
  const template = tenant ? TEMPLATES[tenant.tenant.template] : null;
  const style = root?.kind === "console"
    ? (themeVariables(root.template, root.brandColor) as React.CSSProperties)
    : tenant
    ? ({
        ...themeVariables(tenant.tenant.template, tenant.tenant.config.brand_color),
        "--heading-case": template!.layout.headingCase === "uppercase" ? "uppercase" : "none",
        "--heading-tracking": template!.layout.headingCase === "uppercase" ? "0.01em" : "-0.01em",
      } as React.CSSProperties)
    : undefined;
  return (
    <html lang="en-AU" style={style} data-template={root?.kind === "console" ? "console" : (tenant?.tenant.template ?? "platform")}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {(TEMPLATE_FONTS[tenant?.tenant.template ?? ""] ?? []).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <Meta />
        <Links nonce={nonce} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: IMAGE_FALLBACK_SCRIPT }} />
      </head>
      <body className="min-h-screen bg-page text-ink">
        {tenant ? (
          <div className="flex min-h-screen flex-col">
            <a
              href="#main"
              className="sr-only z-50 rounded-theme bg-ink px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
            >
              Skip to content
            </a>
            <SiteHeader site={tenant} />
            <main id="main" tabIndex={-1} className="flex-1 outline-none">
              {children}
            </main>
            <SiteFooter site={tenant} />
            <SiteLayoutData />
            <VisitTracker />
            <Toaster />
            <ConsentBanner tags={tenant.tenant.config.marketing_tags} siteName={tenant.tenant.name} scriptOrigin={tenant.tagScriptOrigin} />
          </div>
        ) : root?.kind === "console" ? (
          <>
            {children}
            <Toaster />
          </>
        ) : (
          children
        )}
        <HydrationMark />
        <DocumentLinks />
        <ScrollRestoration nonce={nonce} />
        <ScriptsAfterContent nonce={nonce} />
      </body>
    </html>
  );
}

/** Marks the document once React has taken over, so tools (and the browser tests) can tell a hydrated page. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>("root");
  const site = useTenantSite(root);
  const siteName = site?.tenant.name;
  if (isRouteErrorResponse(error) && error.status === 404) {
    const host = (error.data as { host?: string } | undefined)?.host;
    return host ? (
      <ErrorPage status={404} title="No dealer site here" message={`There is no dealer website at ${host}. Check the address, or see every site on the platform directory.`} platform />
    ) : (
      <ErrorPage status={404} title="Page not found" siteName={siteName} message="Sorry, we couldn't find that page. It may have moved, or the vehicle may have been sold." platform={root?.kind !== "tenant"} />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    // A route may name its own title and way out; by default the 400 is about a search address.
    const { message, title, action } = (error.data ?? {}) as { message?: string; title?: string; action?: { label: string; href: string } };
    const base = site?.tenant.config.used_car_path ? "/used-car" : "/search";
    return (
      <ErrorPage
        status={400}
        siteName={siteName}
        title={title ?? "We couldn't understand that search"}
        message={message ? `Please check the address: ${message}.` : "Something in the address isn't quite right."}
        action={action ?? { label: "Start a new search", href: `${base}/new-used-and-demo-cars` }}
        platform={root?.kind !== "tenant"}
      />
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return <ErrorPage status={500} title="Something went wrong" siteName={siteName} message="Sorry, something went wrong on our side. Please try again in a moment." platform={root?.kind !== "tenant"} />;
}
