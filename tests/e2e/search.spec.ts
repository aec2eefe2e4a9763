import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, siteUrl, test } from "./fixtures.ts";

/**
 * The search results page (spec 000 §2 'Search results page', §4, §5, §8): filters, sliders, sort,
 * paging, history, JavaScript off, promos, tags and errors, on tenants of our own with known stock.
 */

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const DAY = 86_400_000;
const ALL = "/search/new-used-and-demo-cars";

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/**
 * 25 cars: 12 used Toyotas (6 Corolla, 4 HiLux, 2 RAV4), 8 new Mazdas (5 CX-5, 3 Mazda3), 5 demo Kia
 * Sportages; prices $15,000 to $63,000 in steps of $2,000, every one different.
 */
function mainStock() {
  const spec: [string, string, "new" | "used" | "demo", number][] = [
    ["Toyota", "Corolla", "used", 6],
    ["Toyota", "HiLux", "used", 4],
    ["Toyota", "RAV4", "used", 2],
    ["Mazda", "CX-5", "new", 5],
    ["Mazda", "Mazda3", "new", 3],
    ["Kia", "Sportage", "demo", 5],
  ];
  const cars = [];
  let i = 0;
  for (const [make, model, car_type, n] of spec) {
    for (let k = 0; k < n; k++, i++) {
      cars.push({
        id: 1000 + i,
        year: 2018 + (i % 7),
        make,
        model,
        car_type,
        price: 15_000 + ((i * 7) % 25) * 2000,
        km: car_type === "new" ? 10 : 5_000 + i * 3_000,
        simple_body: model === "HiLux" ? "ute" : "suv",
        created_at: new Date(Date.now() - (20 + i) * DAY).toISOString(),
        location_id: 1,
        images: [{ url: "/media/not-found.webp" }],
      });
    }
  }
  return cars;
}

async function makeDealer(request: APIRequestContext, label: string, stock: object[], config: object = {}): Promise<string> {
  const slug = `e2e-search-${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const put = await request.put(`/api/admin/tenants/${slug}`, {
    headers: auth,
    data: {
      name: "Search Test Motors",
      template: "classic",
      config,
      locations: [
        {
          id: 1,
          name: "Search Test Ipswich",
          slug: "ipswich",
          primary: true,
          address: { street: "1 Brisbane St", city: "Ipswich", state: "QLD", postcode: "4305", lat: -27.61, long: 152.76 },
          contact_detail: { phone: "+61 7 3281 0000" },
        },
      ],
    },
  });
  expect(put.status()).toBe(201);
  const res = await request.put(`/api/admin/tenants/${slug}/stock`, { headers: auth, data: stock });
  expect(res.status()).toBe(200);
  return slug;
}

/** A tenant URL with a path and optional query string. */
function at(baseURL: string | undefined, slug: string, pathAndQuery: string): string {
  const [path, query] = pathAndQuery.split("?");
  return siteUrl(baseURL, slug, path) + (query ? `?${query}` : "");
}

const cards = (page: Page) => page.getByRole("main").locator("article");
const found = (page: Page, n: number) => expect(page.getByRole("status")).toHaveText(new RegExp(`^${n} cars? found`));

async function prices(page: Page): Promise<number[]> {
  return (await page.locator("article [data-price]").evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-price")))));
}

test.describe("with JavaScript", () => {
  test("choosing a make narrows the results and the model list follows the make", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "filters", mainStock());
    await page.goto(siteUrl(baseURL, slug, ALL));
    await found(page, 25);
    const filters = page.getByRole("form", { name: "Search filters" });
    await expect(filters.getByRole("combobox", { name: "Model" })).toBeDisabled();

    await filters.getByRole("checkbox", { name: /Toyota/ }).check();
    await expect(page).toHaveURL(/[?&]make=Toyota(&|$)/);
    await found(page, 12);
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).getByRole("heading").filter({ hasText: "Mazda" })).toHaveCount(0);

    const model = filters.getByRole("combobox", { name: "Model" });
    await expect(model).toBeEnabled();
    await expect(model.locator("option")).toHaveText(["All", "Corolla (6)", "HiLux (4)", "RAV4 (2)"]);
    await model.selectOption("HiLux");
    await expect(page).toHaveURL(/model=HiLux/);
    await found(page, 4);

    // A page of its own for the make keeps the pretty path and its breadcrumb trail.
    await page.goto(siteUrl(baseURL, slug, "/search/mazda"));
    await found(page, 8);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByText("Mazda")).toHaveAttribute("aria-current", "page");
    await expect(filters.getByRole("combobox", { name: "Model" }).locator("option")).toHaveText(["All", "CX-5 (5)", "Mazda3 (3)"]);
    await filters.getByRole("combobox", { name: "Model" }).selectOption("Mazda3");
    await expect(page).toHaveURL(/\/search\/mazda\?model=Mazda3$/);
    await found(page, 3);
  });

  test("moving a price slider thumb with the keyboard sets the price range in the URL", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "slider", mainStock());
    await page.goto(siteUrl(baseURL, slug, ALL));
    const thumb = page.getByRole("form", { name: "Search filters" }).getByRole("slider", { name: "Minimum price" });
    // Prices run from $15,000 to $63,000, so the slider spans 15000 to 63000 in steps of 480.
    await expect(thumb).toHaveAttribute("aria-valuemin", "15000");
    await expect(thumb).toHaveAttribute("aria-valuemax", "63000");
    await thumb.focus();
    for (let k = 0; k < 21; k++) await thumb.press("ArrowRight");
    // 15000 + 21 × 480 = 25080 → rounded to 25000, applied after the 400 ms pause.
    await expect(page).toHaveURL(/[?&]price=25000:(&|$)/);
    await found(page, 20);
    await expect(thumb).toBeFocused();
    for (const p of await prices(page)) expect(p).toBeGreaterThanOrEqual(25_000);

    await page.getByRole("button", { name: "Reset price" }).first().click();
    await expect(page).not.toHaveURL(/price=/);
    await found(page, 25);
  });

  test("sorting by price ascending orders the cards by price, and paging shows 21 then the rest", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "sort", mainStock());
    await page.goto(siteUrl(baseURL, slug, ALL));
    await expect(cards(page)).toHaveCount(21);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: low to high" });
    await expect(page).toHaveURL(/sortBy=price:asc/);
    // The URL changes before the new results arrive: wait for the re-sorted page as a whole (21 cards, ascending,
    // cheapest first), not for one card, which the old order may already show in first place.
    const ascending = (list: number[]) => list.every((v, i) => i === 0 || list[i - 1]! <= v);
    await expect.poll(async () => {
      const list = await prices(page);
      return list.length === 21 && list[0] === 15_000 && ascending(list);
    }).toBe(true);
    const first = await prices(page);

    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByRole("link", { name: "Next page" })).toHaveAttribute("rel", "next");
    await pager.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/sortBy=price:asc&page=2$/);
    await expect(cards(page)).toHaveCount(4);
    const second = await prices(page);
    expect(second).toEqual([...second].sort((a, b) => a - b));
    expect(second[0]).toBeGreaterThan(first[20]);
    await expect(pager.getByRole("link", { name: "Previous page" })).toHaveAttribute("rel", "prev");
    await expect(pager.locator('[aria-current="page"]')).toHaveText("Page 2");
  });

  test("back and forward restore the exact results; recent searches are offered", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "history", mainStock());
    await page.goto(siteUrl(baseURL, slug, ALL));
    await found(page, 25);
    const filters = page.getByRole("form", { name: "Search filters" });
    await filters.getByRole("combobox", { name: "Car type" }).selectOption("demo");
    await expect(page).toHaveURL(/car_type=demo/);
    await found(page, 5);
    await filters.getByRole("checkbox", { name: /Kia/ }).check();
    await expect(page).toHaveURL(/car_type=demo&make=Kia|make=Kia&car_type=demo/);

    await page.goBack();
    await expect(page).toHaveURL(/\?car_type=demo$/);
    await found(page, 5);
    await expect(filters.getByRole("combobox", { name: "Car type" })).toHaveValue("demo");
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${ALL}$`));
    await found(page, 25);
    await expect(cards(page)).toHaveCount(21);
    await expect(filters.getByRole("combobox", { name: "Car type" })).toHaveValue("");
    await page.goForward();
    await found(page, 5);
    await expect(filters.getByRole("combobox", { name: "Car type" })).toHaveValue("demo");

    const recent = page.getByRole("region", { name: "Recent searches" }).first();
    await expect(recent.getByRole("link", { name: "Kia, Demo" })).toBeVisible();
  });

  test("a filter chip removes its own filter and keeps the others", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "chips", mainStock());
    await page.goto(at(baseURL, slug, `${ALL}?make=Toyota&make=Kia&car_type=used&sortBy=price:asc`));
    await found(page, 12);
    const chips = page.getByRole("group", { name: "Active filters" }).locator("visible=true");
    await chips.getByRole("button", { name: "Remove filter Toyota" }).click();
    await expect(page).toHaveURL(new RegExp(`${ALL}\\?make=Kia&car_type=used&sortBy=price:asc$`));
    await found(page, 0);
    await chips.getByRole("button", { name: "Remove filter Used" }).click();
    await expect(page).toHaveURL(new RegExp(`${ALL}\\?make=Kia&sortBy=price:asc$`));
    await found(page, 5);
  });

  test("typing a keyword searches after a pause", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "text", mainStock());
    await page.goto(siteUrl(baseURL, slug, ALL));
    await page.getByRole("form", { name: "Search filters" }).getByRole("searchbox", { name: "Keyword" }).pressSequentially("hilux", { delay: 30 });
    await expect(page).toHaveURL(/query=hilux$/);
    await found(page, 4);
  });

  test("no results: the empty state's Clear Filters goes back to every car", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "empty", mainStock());
    await page.goto(at(baseURL, slug, `${ALL}?make=Toyota&price=60000:70000&km=:1000`));
    await expect(page.getByRole("heading", { name: "No Results Available" })).toBeVisible();
    await expect(page.getByText("No results found for your search at this time. Please try adjusting the filters for more results.", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(new RegExp(`${ALL}$`));
    await found(page, 25);
  });

  test("promos show inside their dates and for their car types only", async ({ page, request, baseURL }) => {
    const promos = [
      { id: "live", title: "We Want Your Car!", start: isoDay(-2), expiry: isoDay(2), position: 2 },
      { id: "over", title: "Expired Offer", start: isoDay(-20), expiry: isoDay(-2), position: 3 },
      { id: "later", title: "Future Offer", start: isoDay(2), expiry: isoDay(20), position: 3 },
      { id: "new-only", title: "New Car Bonus", start: isoDay(-2), expiry: isoDay(2), position: 5, display: ["new"] },
    ];
    const slug = await makeDealer(request, "promos", mainStock(), { promos });
    await page.goto(siteUrl(baseURL, slug, "/search/used-cars"));
    await found(page, 12);
    const grid = page.getByRole("list", { name: "Search results" });
    await expect(grid.getByRole("heading", { name: "We Want Your Car!" })).toBeVisible();
    await expect(grid.locator(":scope > li").nth(2).getByRole("heading", { name: "We Want Your Car!" })).toBeVisible();
    await expect(page.getByText("Expired Offer")).toHaveCount(0);
    await expect(page.getByText("Future Offer")).toHaveCount(0);
    await expect(page.getByText("New Car Bonus")).toHaveCount(0);

    await page.goto(siteUrl(baseURL, slug, "/search/new-cars"));
    await expect(page.getByRole("heading", { name: "New Car Bonus" })).toBeVisible();
  });

  test("tags: Just Arrived, Reserved and Just Sold; a run of sold cars shows only its first; saving a car", async ({ page, request, baseURL }) => {
    const base = { car_type: "used", location_id: 1, images: [{ url: "/media/not-found.webp" }], price: 20_000, km: 50_000 };
    const slug = await makeDealer(request, "tags", [
      { ...base, id: 1, year: 2024, make: "Kia", model: "Sportage", created_at: new Date(Date.now() - DAY).toISOString() },
      { ...base, id: 2, year: 2023, make: "Mazda", model: "CX-5", reserved: true, created_at: new Date(Date.now() - 30 * DAY).toISOString() },
      { ...base, id: 3, year: 2019, make: "Honda", model: "Civic", status: "sold", sold_date_timestamp: Math.floor(Date.now() / 1000) - 3600, created_at: new Date(Date.now() - 40 * DAY).toISOString() },
      { ...base, id: 4, year: 2018, make: "Honda", model: "Jazz", status: "sold", sold_date_timestamp: Math.floor(Date.now() / 1000) - 7200, created_at: new Date(Date.now() - 50 * DAY).toISOString() },
    ]);
    await page.goto(siteUrl(baseURL, slug, ALL));
    await found(page, 3);
    await expect(cards(page)).toHaveCount(3);
    const card = (title: string) => page.getByRole("article", { name: title });
    await expect(card("2024 Kia Sportage").getByText("Just Arrived")).toBeVisible();
    await expect(card("2023 Mazda CX-5").getByText("Reserved", { exact: true })).toBeVisible();
    await expect(card("2019 Honda Civic").getByText("Just Sold")).toBeVisible();
    await expect(card("2018 Honda Jazz")).toHaveCount(0);
    await expect(card("2019 Honda Civic").getByRole("link", { name: /Find Me Something Similar/ })).toHaveAttribute("href", "/contact?form=find-similar&car_id=3");
    await expect(card("2024 Kia Sportage").getByText("Used", { exact: true })).toBeVisible();
    await expect(card("2019 Honda Civic").getByText("50,000 km")).toHaveCount(0);

    const save = card("2024 Kia Sportage").getByRole("button", { name: "Save 2024 Kia Sportage" });
    await save.press("Enter");
    await expect(card("2024 Kia Sportage").getByRole("button", { name: "Remove 2024 Kia Sportage from saved vehicles" })).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(card("2024 Kia Sportage").getByRole("button", { name: "Remove 2024 Kia Sportage from saved vehicles" })).toBeVisible();
  });

  test("the page has a canonical link, an ItemList of its cars, and noindex only for deep combinations", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "seo", mainStock());
    await page.goto(at(baseURL, slug, `${ALL}?make=Toyota`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", at(baseURL, slug, `${ALL}?make=Toyota`));
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld["@type"]).toBe("ItemList");
    expect(ld.itemListElement).toHaveLength(12);
    expect(ld.itemListElement[0]).toMatchObject({ "@type": "ListItem", position: 1 });

    await page.goto(at(baseURL, slug, `${ALL}?make=Toyota&body=ute`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("an unknown search path is a 404 and a bad parameter a 400 that says what is wrong", async ({ page, baseURL, consoleErrors }) => {
    const missing = await page.goto(siteUrl(baseURL, "apex-motor-group", "/search/not-a-thing"));
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

    const bad = await page.goto(at(baseURL, "apex-motor-group", `${ALL}?sortBy=bogus`));
    expect(bad?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "We couldn't understand that search" })).toBeVisible();
    await expect(page.getByText(/sortBy must be one of rank:desc, price:asc/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Start a new search" })).toHaveAttribute("href", ALL);
    // The browser reports the 400 document itself as a failed load; nothing else may fail.
    expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    consoleErrors.length = 0;
  });

  test("the mobile filter panel applies filters and its button shows the count @mobile", async ({ page, request, baseURL, isMobile }) => {
    test.skip(!isMobile, "mobile layout only");
    const slug = await makeDealer(request, "mobile", mainStock());
    await page.goto(siteUrl(baseURL, slug, ALL));
    await found(page, 25);
    await page.getByRole("button", { name: /Filters/ }).click();
    const panel = page.getByRole("dialog", { name: "Filter results" });
    await expect(panel).toBeVisible();
    await panel.getByRole("checkbox", { name: /Mazda/ }).check();
    await expect(panel.getByRole("button", { name: "Show Me 8 Cars" })).toBeVisible();
    await panel.getByRole("button", { name: "Show Me 8 Cars" }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/make=Mazda/);
    await expect(cards(page)).toHaveCount(8);
    await expect(page.getByRole("button", { name: /Filters \(1 active\)/ })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form, sort form and page links work as plain GET requests @mobile", async ({ page, request, baseURL, isMobile }) => {
    const slug = await makeDealer(request, "nojs", mainStock());
    await page.goto(siteUrl(baseURL, slug, ALL));
    await found(page, 25);
    if (isMobile) await page.getByRole("link", { name: "Filters" }).click();
    const filters = page.getByRole("form", { name: "Search filters" }).locator("visible=true");
    await filters.getByRole("checkbox", { name: /Toyota/ }).check();
    await filters.getByRole("combobox", { name: "Body type" }).selectOption("ute");
    await filters.getByRole("button", { name: "Show Me 25 Cars" }).click();
    await expect(page).toHaveURL(/\?make=Toyota&body=ute$/);
    await found(page, 4);

    await page.goto(siteUrl(baseURL, slug, ALL));
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price:desc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL(/sortBy=price(:|%3A)desc$/);
    await expect
      .poll(async () => {
        const p = await prices(page);
        return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1]! >= v);
      })
      .toBe(true);

    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/sortBy=price:desc&page=2$/);
    await expect(cards(page)).toHaveCount(4);

    // A filter chip is a button of a form that carries the search once; the server answers with the search without it.
    await page.goto(at(baseURL, slug, `${ALL}?make=Toyota&body=ute&sortBy=price:desc`));
    await page.getByRole("group", { name: "Active filters" }).locator("visible=true").getByRole("button", { name: "Remove filter Ute" }).click();
    await expect(page).toHaveURL(new RegExp(`${ALL}\\?make=Toyota&sortBy=price(:|%3A)desc$`));
    await found(page, 12);

    // On a page of its own (/search/used-cars), the form keeps the path's filter when it moves to all stock.
    await page.goto(siteUrl(baseURL, slug, "/search/used-cars"));
    if (isMobile) await page.getByRole("link", { name: "Filters" }).click();
    await page.getByRole("form", { name: "Search filters" }).locator("visible=true").getByRole("button", { name: "Show Me 12 Cars" }).click();
    await expect(page).toHaveURL(/new-used-and-demo-cars\?car_type=used$/);
    await found(page, 12);
  });
});
