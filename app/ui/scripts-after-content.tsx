import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts, type ScriptsProps } from "react-router";

/** At most this long after the document is parsed, the scripts start even if `load` has not come (a stalled image). */
export const SCRIPTS_START_AT_LATEST_MS = 3000;

const preloadCode = (hrefs: readonly string[]) =>
  `for(const h of ${JSON.stringify(hrefs).replace(/</g, "\\u003c")}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)}`;

/**
 * React Router's route-modules script (`import * as route0 from "…"; … window.__reactRouterRouteModules = …;
 * import("entry")`) rewritten to run after the page has loaded and painted: the static imports become dynamic ones
 * awaited together, the rest of the script runs unchanged after them, and the page's chunks are asked for at once
 * (modulepreload links added from script) so there is no waterfall of imports. Answers null when the script has any
 * other shape (the dev server's HMR import, a manifest import): then it is left as it is.
 */
export function deferredRouteModulesScript(code: string, hrefs: readonly string[]): string | null {
  const imports = [...code.matchAll(/import \* as (\w+) from ("[^"]+");/g)];
  const rest = code.replace(/import \* as (\w+) from ("[^"]+");/g, "");
  if (imports.length === 0 || /(^|[;\s])import\s*["'{*\w]/.test(rest)) return null;
  return [
    `let started=false;`,
    `async function start(){if(started)return;started=true;${preloadCode(hrefs)}`,
    `const [${imports.map((m) => m[1]).join(",")}]=await Promise.all([${imports.map((m) => `import(${m[2]})`).join(",")}]);`,
    rest,
    `}`,
    // After `load` (stylesheet, font and eager images, the largest paint among them, are in) and one frame later.
    `const go=()=>requestAnimationFrame(()=>setTimeout(start,0));`,
    `if(document.readyState==="complete")go();else{addEventListener("load",go,{once:true});setTimeout(start,${SCRIPTS_START_AT_LATEST_MS});}`,
  ].join("\n");
}

type ScriptElement = ReactElement<{ type?: string; dangerouslySetInnerHTML?: { __html: string } }>;

/**
 * React Router's `<Scripts>`, loading the page's JavaScript after the page has loaded and painted (ADR 055).
 *
 * `<Scripts>` puts a `<link rel="modulepreload">` for every chunk of the page (React hoists them into `<head>`), so
 * the browser fetched 130 KB of framework, the shell and the route code at high priority alongside — on six HTTP/1.1
 * connections, ahead of — the stylesheet, the font and the first car photo that the first and the largest paint wait
 * for, and ran them before that paint. Here no chunk is named in the HTML: React Router's module script, still its own
 * code, starts once `load` has fired and a frame has been drawn (or three seconds after parsing at the latest), asks
 * for all the chunks at once and hydrates as before. Until then the page is the server's HTML, which works without
 * JavaScript (links, forms), as it must anyway.
 *
 * `<Scripts>` is called as a function so its hooks (and its "render nothing once hydrated") stay exactly its own.
 */
export function ScriptsAfterContent(props: ScriptsProps) {
  const rendered = Scripts(props);
  if (!isValidElement<{ children?: ReactNode }>(rendered)) return rendered;
  const hrefs: string[] = [];
  const rest = Children.toArray(rendered.props.children).filter((child) => {
    if (!isValidElement<{ rel?: string; href?: string }>(child) || child.type !== "link" || child.props.rel !== "modulepreload") return true;
    if (child.props.href) hrefs.push(child.props.href);
    return false;
  });
  let deferred = false;
  const scripts = rest.map((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return child;
    // The context script and the route-modules script, in their own fragment.
    const inner = Children.toArray(child.props.children).map((script) => {
      if (!isValidElement(script) || script.type !== "script") return script;
      const el = script as ScriptElement;
      const code = el.props.dangerouslySetInnerHTML?.__html;
      if (el.props.type !== "module" || !code) return script;
      const rewritten = deferredRouteModulesScript(code, hrefs);
      if (!rewritten) return script;
      deferred = true;
      return cloneElement(el, { dangerouslySetInnerHTML: { __html: rewritten } });
    });
    return inner.length ? cloneElement(child, {}, ...inner) : child;
  });
  return (
    <>
      {/* Always rendered (empty once the module script asks for the chunks itself): in the browser `<Scripts>` renders its
          script bodies as " ", so whether the rewrite applied is known only on the server and must not change the tree. */}
      {hrefs.length > 0 && <script nonce={props.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: deferred ? " " : preloadCode(hrefs) }} />}
      {scripts}
    </>
  );
}
