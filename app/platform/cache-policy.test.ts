import { describe, expect, it } from "vitest";
import { NO_STORE, PERSONAL, PUBLIC, STOCK_PAGE, applyPageCachePolicy, pageCachePolicy, stockPageHeaders } from "./cache-policy.ts";

const page = (extra: Partial<Parameters<typeof pageCachePolicy>[0]> = {}) => ({ method: "GET", pathname: "/", status: 200, signedIn: false, ...extra });

describe("pageCachePolicy", () => {
  it("lets a shared cache keep signed-out pages, 404s and permanent redirects", () => {
    expect(pageCachePolicy(page())).toBe(PUBLIC);
    expect(pageCachePolicy(page({ pathname: "/search/used-cars" }))).toBe(PUBLIC);
    expect(pageCachePolicy(page({ method: "HEAD", pathname: "/cars/2021-mazda-cx-5-12" }))).toBe(PUBLIC);
    expect(pageCachePolicy(page({ pathname: "/no-such-page", status: 404 }))).toBe(PUBLIC);
    expect(pageCachePolicy(page({ status: 301 }))).toBe(PUBLIC);
  });

  it("never stores a page rendered for a signed-in shopper or a form post's answer", () => {
    expect(pageCachePolicy(page({ signedIn: true }))).toBe(PERSONAL);
    expect(pageCachePolicy(page({ pathname: "/search/used-cars.data", signedIn: true }))).toBe(PERSONAL);
    expect(pageCachePolicy(page({ method: "POST", pathname: "/contact" }))).toBe(PERSONAL);
  });

  it("never stores errors a cache should not keep", () => {
    expect(pageCachePolicy(page({ status: 500 }))).toBe(NO_STORE);
    expect(pageCachePolicy(page({ status: 503 }))).toBe(NO_STORE);
    expect(pageCachePolicy(page({ status: 400 }))).toBe(NO_STORE);
    expect(pageCachePolicy(page({ status: 429 }))).toBe(NO_STORE);
  });

  it("never stores the dealer console or development pages, their data requests included", () => {
    for (const pathname of ["/dealer", "/dealer/leads", "/dealer.data", "/dealer/leads.data", "/dev/sms", "/dev/sms.data", "/dev/mail", "/dev/mail.data"]) expect(pageCachePolicy(page({ pathname }))).toBe(NO_STORE);
    expect(pageCachePolicy(page({ pathname: "/dealerships" }))).toBe(PUBLIC);
    expect(pageCachePolicy(page({ pathname: "/developer-news" }))).toBe(PUBLIC);
  });
});

describe("applyPageCachePolicy", () => {
  it("marks a public page as varying by Cookie, so a cache never serves it to a request with a session", () => {
    const headers = new Headers({ Vary: "Accept-Encoding" });
    applyPageCachePolicy(headers, page());
    expect(headers.get("Cache-Control")).toBe(PUBLIC);
    expect(headers.get("Vary")).toBe("Accept-Encoding, Cookie");
  });

  it("keeps a route's own choice", () => {
    const headers = new Headers({ "Cache-Control": PERSONAL });
    applyPageCachePolicy(headers, page());
    expect(headers.get("Cache-Control")).toBe(PERSONAL);
    expect(headers.get("Vary")).toBeNull();
  });

  it("keeps a stock page's short public policy for signed-out visitors, varying by Cookie; never for a signed-in shopper", () => {
    const headers = new Headers(stockPageHeaders({}));
    applyPageCachePolicy(headers, page({ pathname: "/cars/2022-toyota-corolla-1" }));
    expect(headers.get("Cache-Control")).toBe(STOCK_PAGE);
    expect(headers.get("Vary")).toBe("Cookie");
    const holder = new Headers(stockPageHeaders({}));
    applyPageCachePolicy(holder, page({ pathname: "/cars/2022-toyota-corolla-1", signedIn: true }));
    expect(holder.get("Cache-Control")).toBe(PERSONAL);
    // An error page keeps the policy of its status.
    expect(stockPageHeaders({ errorHeaders: new Headers() })).toEqual({});
  });

  it("overrides a route that would let a signed-in shopper's page be stored", () => {
    const headers = new Headers({ "Cache-Control": "public, max-age=600" });
    applyPageCachePolicy(headers, page({ signedIn: true }));
    expect(headers.get("Cache-Control")).toBe(PERSONAL);
    const noStore = new Headers({ "Cache-Control": NO_STORE });
    applyPageCachePolicy(noStore, page({ signedIn: true }));
    expect(noStore.get("Cache-Control")).toBe(NO_STORE);
  });
});
