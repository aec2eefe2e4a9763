import { PassThrough, Writable } from "node:stream";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { nonceContext, servicesContext } from "./platform/contexts.ts";
import { NonceContext } from "./lib/nonce.ts";
import { applyPageCachePolicy } from "./platform/cache-policy.ts";
import { readSessionToken } from "./accounts/accounts.server.ts";
import { FragmentRendererContext } from "./ui/static-fragment.tsx";
import { createFragmentRenderer } from "./ui/fragment-renderer.server.ts";
import { ServerSiteLayoutContext, siteLayoutContext } from "./site/site-layout.tsx";
import { CardScopeContext, cardScopeContext } from "./stock/components/listed-card.tsx";

/**
 * React Router's default Node entry (node_modules/@react-router/dev/dist/config/defaults/entry.server.node.tsx) with
 * three additions: every inline script React and React Router write carries this response's CSP nonce
 * (server/security-headers.ts), every page gets its Cache-Control (app/platform/cache-policy.ts), and the layout's
 * static parts are drawn once (app/ui/static-fragment.tsx).
 */

export const streamTimeout = 5_000;

/** The layout's menus and footer links, drawn once per tenant's navigation for every page (app/ui/static-fragment.tsx). */
const renderFragment = createFragmentRenderer();

function cachePolicyInput(request: Request, status: number) {
  return { method: request.method.toUpperCase(), pathname: new URL(request.url).pathname, status, signedIn: hasSessionCookie(request) };
}

function hasSessionCookie(request: Request): boolean {
  try {
    return readSessionToken(request) !== null;
  } catch {
    return true; // a cookie that does not even decode: still treat the page as personal
  }
}

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: RouterContextProvider) {
  applyPageCachePolicy(responseHeaders, cachePolicyInput(request, responseStatusCode));

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = loadContext.get(nonceContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Bots and SPA-mode renders wait for all content before responding
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    // A page a shared cache may store is sent whole, with its ETag (server/page-handler.ts): it is collected here as
    // React writes it, without the stream adapters a streamed page goes through (~70 chunks each through a PassThrough
    // and a web ReadableStream: ~5% of a vehicle page's CPU, issue 15, ADR 058). Its status is then the final one.
    const whole = responseStatusCode === 200 && /^public\b/.test(responseHeaders.get("Cache-Control") ?? "");

    // Abort the rendering stream after `streamTimeout`, so it has time to flush down the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce ?? ""}>
        <FragmentRendererContext value={renderFragment}>
          <ServerSiteLayoutContext value={loadContext.get(siteLayoutContext)}>
            <CardScopeContext value={loadContext.get(cardScopeContext)}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </CardScopeContext>
          </ServerSiteLayoutContext>
        </FragmentRendererContext>
      </NonceContext>,
      {
        nonce,
        // React 19.2 moves a finished Suspense boundary of more than 500 bytes out of the document's order once 12.8 KB
        // have been written (its fallback in place, the content in a hidden div, a script to swap them): the vehicle
        // page's finance calculator was sent twice on every request. Pages are written in one piece anyway (a shared
        // page is buffered for its ETag, others coalesced), so boundaries that are ready stay where they are.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html");
          if (whole) {
            const chunks: Uint8Array[] = [];
            pipe(
              new Writable({
                write(chunk: Uint8Array, _encoding, callback) {
                  chunks.push(chunk);
                  callback();
                },
                final(callback) {
                  clearTimeout(timeoutId);
                  timeoutId = undefined;
                  // A part of the page failed to render (onError): it is sent as the error it is, and stored by no cache.
                  if (responseStatusCode !== 200) responseHeaders.set("Cache-Control", "no-store");
                  resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
                  callback();
                },
              }),
            );
            return;
          }
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);

          pipe(body);

          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged here; errors of the shell itself reject and are logged by React Router.
          if (shellRendered) logError(loadContext, request, error);
        },
      },
    );
  });
}

/** Client-side navigations fetch a page's data as `{path}.data`: it follows the page's cache policy. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applyPageCachePolicy(response.headers, cachePolicyInput(request, response.status));
  return response;
};

/**
 * Errors of loaders, actions and rendering go to our logger, whose redaction and error serializer keep personal data
 * out (React Router's default prints them whole with console.error, and a database error quotes the row's values).
 */
function logError(context: Readonly<RouterContextProvider>, request: Request, error: unknown): void {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  try {
    context.get(servicesContext).logger.error({ err: error, path }, "page request failed");
  } catch {
    console.error(`page request failed: ${path}`);
  }
}

export const handleError: HandleErrorFunction = (error, { request, context }) => logError(context, request, error);
