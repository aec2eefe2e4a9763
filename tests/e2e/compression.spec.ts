import http from "node:http";
import { gzipSync, gunzipSync } from "node:zlib";
import { expect, test } from "./fixtures.ts";

/** The raw response body, as a gzip-speaking client receives it. */
function getGzipped(baseURL: string, host: string, path: string): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  const base = new URL(baseURL);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname: base.hostname, port: base.port, path, headers: { host: `${host}:${base.port}`, "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

// React streams a page in many small chunks; compressing each on its own sent ~2× the bytes (issue 15).
test("server-rendered pages compress as well as the page compressed at once", async ({ baseURL }) => {
  const results = await getGzipped(baseURL!, "apex-motor-group.localhost", "/search/new-used-and-demo-cars");
  const firstCar = /href="(\/cars\/[^"]+)"/.exec(gunzipSync(results.body).toString())![1]!;
  for (const path of ["/", "/search/new-used-and-demo-cars", firstCar]) {
    const res = await getGzipped(baseURL!, "apex-motor-group.localhost", path);
    expect(res.status, path).toBe(200);
    expect(res.encoding, path).toBe("gzip");
    const html = gunzipSync(res.body);
    expect(html.toString(), path).toContain("</html>");
    const oneShot = gzipSync(html).length;
    expect(res.body.length / oneShot, `${path}: ${res.body.length} bytes against ${oneShot} at once`).toBeLessThanOrEqual(1.1);
  }
});

// React 19.2 moved a finished Suspense boundary out of order (fallback in place, content hidden at the end, a script
// to swap them): the vehicle page sent its finance calculator twice on every request (issue 15).
test("a vehicle page carries its finance calculator once, in place", async ({ baseURL }) => {
  const results = await getGzipped(baseURL!, "apex-motor-group.localhost", "/search/new-cars");
  const firstCar = /href="(\/cars\/[^"]+)"/.exec(gunzipSync(results.body).toString())![1]!;
  // The first vehicle page a process renders may wait for the calculator's code to load; every later one may not.
  await getGzipped(baseURL!, "apex-motor-group.localhost", firstCar);
  const html = gunzipSync((await getGzipped(baseURL!, "apex-motor-group.localhost", firstCar)).body).toString();
  expect(html.match(/<label[^>]*>Vehicle price<\/label>/g), firstCar).toHaveLength(1);
  expect(html.match(/<input[^>]*-price"/g), firstCar).toHaveLength(1);
});
