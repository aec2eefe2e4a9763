import http from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The page benchmarks' load client. autocannon is patched (patches/autocannon+9.0.0.patch, ADR 062) to gather a
 * response's body only when something reads it: decoding every 24 KB gzip page into a string made the client, not
 * Varnish, the limit of `npm run bench:pages`. Every byte is still counted, and a body that is checked arrives whole.
 */
const body = Buffer.alloc(200_000);
for (let i = 0; i < body.length; i++) body[i] = 32 + ((i * 7919) % 95); // printable ASCII: one character per byte
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((_req, res) => res.writeHead(200, { "content-type": "text/plain; charset=utf-8", "content-length": body.length }).end(body));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("the benchmark client (autocannon, patched)", () => {
  it("counts every byte of large responses it does not read", async () => {
    const result = await autocannon({ url, connections: 2, amount: 20 });
    expect(result.requests.total).toBe(20);
    expect(result["2xx"]).toBe(20);
    expect(result.throughput.total).toBeGreaterThanOrEqual(20 * body.length);
  });

  it("still hands a checked body over whole", async () => {
    const lengths: number[] = [];
    const result = await autocannon({ url, connections: 1, amount: 3, verifyBody: (b) => (lengths.push(b?.length ?? -1), true) });
    expect(result.mismatches).toBe(0);
    expect(lengths).toEqual([body.length, body.length, body.length]);
  });

  it("gathers no body when nothing reads it", async () => {
    let gathered = "";
    await autocannon({
      url,
      connections: 1,
      amount: 2,
      setupClient: (client) => {
        // The client's queue of requests in flight (not in autocannon's types): what it gathers passes through here.
        const queue = (client as unknown as { pipelinedRequests: { addBody: (data: string) => void } }).pipelinedRequests;
        const add = queue.addBody.bind(queue);
        queue.addBody = (data) => ((gathered += data), add(data));
      },
    });
    expect(gathered).toBe("");
  });
});
