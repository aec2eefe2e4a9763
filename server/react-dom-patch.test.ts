import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * React's server renderer for Node is patched (patches/react-dom+19.3.1.patch, ADR 061) to gather a page's text as one
 * string and encode it once per ~16 KB instead of once per small chunk. The patch is in the production build only, which
 * the built server loads; these tests run it in a process of its own under NODE_ENV=production (this one loads React's
 * development build) and compare what it writes with renderToString's output (React's string renderer, not patched).
 */
const require = createRequire(import.meta.url);

const script = String.raw`
const { Writable } = require("node:stream");
const React = require("react");
const { renderToPipeableStream, renderToString } = require("react-dom/server");
const h = React.createElement;
const long = "Ünïcode — ✓ 🚗 ".repeat(3000); // one text of ~48 KB, multi-byte characters across every 16 KB boundary
const rows = Array.from({ length: 2000 }, (_, i) => h("li", { key: i, className: "row " + i, "data-n": i, style: { width: i } }, "Row ", i, " ", i % 7 ? "ä" : h("b", null, "€")));
function Page() {
  return h("main", { id: "m" },
    h("h1", null, "Fahrzeuge & Preise <geprüft>"),
    h("p", { title: 'a "quoted" title' }, long),
    h("ul", null, rows),
    h("input", { defaultValue: "x", required: true }),
    h("select", { defaultValue: "b" }, h("option", { value: "a" }, "A"), h("option", { value: "b" }, "B")),
    h(React.Suspense, { fallback: h("span", null, "loading") }, h("section", null, "done")),
  );
}
const chunks = [];
let writes = 0;
const out = new Writable({ write(chunk, _enc, cb) { writes++; chunks.push(Buffer.from(chunk)); cb(); } });
out.on("finish", () => {
  const streamed = Buffer.concat(chunks).toString("utf8");
  process.stdout.write(JSON.stringify({ streamed, string: renderToString(h(Page)), writes }));
});
const { pipe } = renderToPipeableStream(h(Page), { progressiveChunkSize: Infinity, onAllReady() { pipe(out); }, onError(e) { console.error(e); process.exit(1); } });
`;

describe("React's patched server renderer", () => {
  it("is the patched one in the production build", () => {
    const file = path.join(path.dirname(require.resolve("react-dom")), "cjs/react-dom-server.node.production.js");
    expect(readFileSync(file, "utf8")).toContain("function flushPendingText(destination)");
  });

  it("writes exactly the bytes of React's string renderer, in a few large writes", () => {
    const result = JSON.parse(execFileSync(process.execPath, ["-e", script], { env: { ...process.env, NODE_ENV: "production" }, maxBuffer: 64 << 20 }).toString("utf8")) as {
      streamed: string;
      string: string;
      writes: number;
    };
    expect(result.streamed.length).toBeGreaterThan(100_000);
    expect(result.streamed).toBe(result.string);
    expect(result.streamed).toContain("Fahrzeuge &amp; Preise &lt;geprüft&gt;");
    // ~190 KB: the unpatched renderer wrote it 4 KB at a time (~50 writes).
    expect(result.writes).toBeLessThan(20);
  });
});
