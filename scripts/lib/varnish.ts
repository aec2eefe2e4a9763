import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { request } from "../../tests/support/receivers.ts";

/** Where Debian's varnish package puts varnishd; null when it is not installed. */
export const VARNISHD = ["/usr/sbin/varnishd", "/usr/local/sbin/varnishd"].find((p) => fs.existsSync(p)) ?? null;

/**
 * Starts varnishd (in the foreground, as a child of this process) with the shipped deploy/varnish/default.vcl, its
 * backend pointed at `backendPort` on 127.0.0.1, listening on 127.0.0.1:`port`, its files in `dir` (/tmp/varnish-…).
 * Resolves once a request through it reaches the backend.
 */
export async function startVarnish(options: { port: number; backendPort: number; dir: string }): Promise<{ base: string; child: ChildProcess; stop: () => Promise<void> }> {
  if (!VARNISHD) throw new Error("varnishd is not installed (apt-get install varnish varnish-modules)");
  fs.rmSync(options.dir, { recursive: true, force: true });
  fs.mkdirSync(options.dir, { recursive: true });
  const vcl = fs.readFileSync(path.resolve("deploy/varnish/default.vcl"), "utf8").replace(/(backend default \{[^}]*?\.port = ")\d+"/, `$1${options.backendPort}"`);
  if (!vcl.includes(`.port = "${options.backendPort}"`)) throw new Error("could not point deploy/varnish/default.vcl's backend at the server");
  const vclPath = path.join(options.dir, "default.vcl");
  fs.writeFileSync(vclPath, vcl);
  // -j none: no privilege separation (a child of this process, not a system service); -T none: no admin port.
  const args = ["-F", "-j", "none", "-n", path.join(options.dir, "n"), "-a", `127.0.0.1:${options.port}`, "-T", "none", "-f", vclPath, "-s", "malloc,256m", "-p", "vsl_space=1M"];
  const child = spawn(VARNISHD, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (c) => (stderr = (stderr + String(c)).slice(-4_000)));
  const base = `http://127.0.0.1:${options.port}`;
  let last = "no answer";
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`varnishd exited: ${stderr}`);
    if (i > 120) throw new Error(`varnishd did not start (last answer: ${last}): ${stderr}`);
    const status = await request(`${base}/healthz`).then((r) => r.status).catch((err: Error) => err.message);
    if (status === 200) break;
    last = String(status);
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    }
    fs.rmSync(options.dir, { recursive: true, force: true });
  };
  return { base, child, stop };
}
