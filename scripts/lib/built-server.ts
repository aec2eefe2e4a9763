import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { request } from "../../tests/support/receivers.ts";

/**
 * Starts the built server (npm run build first) on a free port with the demo dealers in .bench-data; `BENCH_PORT` and
 * `BENCH_DATA_DIR` choose the port and data directory instead (several checkouts benchmarking on one machine).
 */
export async function startBuiltServer(extraEnv: Record<string, string> = {}, cwd?: string): Promise<{ base: string; child: ChildProcess; stop: () => void }> {
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : 3500 + Math.floor(Math.random() * 400);
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd,
    env: { ...process.env, PORT: String(port), DATA_DIR: path.resolve(process.env.BENCH_DATA_DIR ?? ".bench-data"), SEED_DEMO: "1", LOG_LEVEL: "warn", ...extraEnv },
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

/**
 * Invites an owner to `slug` through the operator API and accepts the invitation with a password, as a browser would:
 * answers the console cookie ('fc_console=…') to send with page requests on `slug`.localhost.
 */
export async function signInConsoleOwner(base: string, slug: string, adminToken: string): Promise<string> {
  const host = `${slug}.localhost`;
  const invited = await (
    await request(`${base}/api/admin/tenants/${slug}/staff`, {
      method: "POST",
      headers: { Authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
      body: JSON.stringify({ email: "owner@example.com", name: "Bench Owner", role: "owner" }),
    })
  ).json();
  const inviteToken = new URL(invited.invitation_url as string).searchParams.get("token")!;
  const password = "violet kettle harbour 42";
  const accepted = await request(`${base}/dealer/accept-invitation?token=${inviteToken}`, {
    method: "POST",
    headers: { host, origin: `http://${host}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token: inviteToken, password, confirm: password }).toString(),
  });
  // Node gives set-cookie as a list.
  const setCookie = accepted.headers.get("set-cookie") as unknown as string[] | string | null;
  const cookie = String((Array.isArray(setCookie) ? setCookie[0] : setCookie) ?? "").split(";")[0]!;
  if (!cookie.startsWith("fc_console=")) throw new Error(`not signed in (${accepted.status})`);
  return cookie;
}
