import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { request } from "../../tests/support/receivers.ts";

/** Starts the built server (npm run build first) on a free port with the demo dealers in .bench-data. */
export async function startBuiltServer(extraEnv: Record<string, string> = {}): Promise<{ base: string; child: ChildProcess; stop: () => void }> {
  const port = 3500 + Math.floor(Math.random() * 400);
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: path.resolve(".bench-data"), SEED_DEMO: "1", LOG_LEVEL: "warn", ...extraEnv },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error("server did not become ready");
    if (await fetch(`${base}/readyz`).then((r) => r.ok).catch(() => false)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = () => child.kill("SIGTERM");
  process.once("exit", stop);
  return { base, child, stop };
}

/** The slug of a well-equipped in-stock demo car (most images), for the vehicle page figures. */
export async function sampleVehicleSlug(base: string, host: string): Promise<string> {
  // fetch() drops a Host header, so the tenant is chosen with a plain http request.
  const res = await request(`${base}/api/search?sortBy=price:desc`, { headers: { host } });
  const body = (await res.json()) as { hits: { slug: string; images: unknown[]; spin_images: unknown[] }[] };
  const best = [...body.hits].sort((a, b) => b.spin_images.length - a.spin_images.length || b.images.length - a.images.length)[0];
  if (!best) throw new Error("no stock to sample");
  return best.slug;
}
