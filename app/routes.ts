import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** One page served at several addresses (spec'd aliases): path → route id. */
function page(file: string, ids: Record<string, string>) {
  return Object.entries(ids).map(([path, id]) => route(path, file, { id }));
}

export default [
  index("routes/home.tsx"),
  // For search engines (ADR 045); above the content-page and catch-all routes.
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("sitemaps/:part", "routes/sitemap.ts", { id: "sitemap-part" }),
  route("search/*", "routes/search.tsx", { id: "search" }),
  route("used-car/*", "routes/search.tsx", { id: "used-car-search" }),
  route("api/search", "routes/api.search.ts"),
  route("api/multi-search", "routes/api.multi-search.ts"),
  route("cars/:slug", "routes/vehicle.tsx"),
  route("cars/:slug/view.json", "routes/vehicle-view.ts"),
  // The page-view beacon: what the analytics count per page view, outside the (cacheable) page (ADR 047).
  route("seen.gif", "routes/seen-gif.ts"),
  route("cars/:slug/similar.json", "routes/vehicle-similar.ts"),
  route("cars/:slug/print.pdf", "routes/vehicle-print.ts"),
  route("print", "routes/print.ts"),
  route("api/phone-reveal", "routes/api.phone-reveal.ts"),
  route("api/events", "routes/api.events.ts"),
  route("api/delivery-quote", "routes/api.delivery-quote.ts"),
  route("api/watchlist/:op", "routes/api.watchlist.ts"),
  // The dealer console (issue 11): signed-out pages, then the signed-in frame and its sections.
  route("dealer/sign-in", "routes/dealer.sign-in.tsx"),
  route("dealer/sign-out", "routes/dealer.sign-out.ts"),
  route("dealer/forgot-password", "routes/dealer.forgot-password.tsx"),
  route("dealer/reset-password", "routes/dealer.reset-password.tsx"),
  route("dealer/accept-invitation", "routes/dealer.accept-invitation.tsx"),
  // leads inbox downloads and its poll (leads-inbox): resources, outside the console frame
  route("dealer/leads.csv", "routes/dealer.leads-csv.ts"),
  route("dealer/leads/updates.json", "routes/dealer.leads-updates.ts"),
  route("dealer", "routes/dealer.tsx", [
    index("routes/dealer._index.tsx"),
    route("account", "routes/dealer.account.tsx"),
    // stock (console-stock)
    route("stock", "routes/dealer.stock.tsx"),
    route("stock/new", "routes/dealer.stock.new.tsx"),
    route("stock/quality", "routes/dealer.stock.quality.tsx"),
    // stock feed import (feed-import, ADR 042)
    route("stock/import", "routes/dealer.stock.import.tsx"),
    route("stock/:id", "routes/dealer.stock.vehicle.tsx"),
    // photos (console-photos)
    route("stock/:id/photos", "routes/dealer.stock.photos.tsx"),
    // leads (leads-inbox)
    route("leads", "routes/dealer.leads.tsx"),
    route("leads/:id", "routes/dealer.lead.tsx"),
    // offers and settings (console-settings)
    route("offers", "routes/dealer.offers.tsx"),
    ...page("routes/dealer.offer.tsx", { "offers/new": "dealer-offer-new", "offers/:id": "dealer-offer" }),
    route("settings", "routes/dealer.settings.tsx"),
    route("settings/locations", "routes/dealer.settings.locations.tsx"),
    route("settings/locations/:slug", "routes/dealer.settings.location.tsx"),
    route("settings/pages", "routes/dealer.settings.pages.tsx"),
    route("settings/pages/:slug", "routes/dealer.settings.page.tsx"),
    route("settings/stock-feed", "routes/dealer.settings.stock-feed.tsx"),
    route("settings/tags", "routes/dealer.settings.tags.tsx"),
    // staff, keys, activity, reservations (console-keys)
    route("staff", "routes/dealer.staff.tsx"),
    route("keys", "routes/dealer.keys.tsx"),
    route("activity", "routes/dealer.activity.tsx"),
    route("reservations", "routes/dealer.reservations.tsx"),
    // analytics (issue 12)
    route("analytics", "routes/dealer.analytics.tsx"),
    // listing feeds and stock webhooks (issue 14)
    route("feeds", "routes/dealer.feeds.tsx"),
    route("*", "routes/dealer.not-found.tsx"),
  ]),
  route("dev/sms", "routes/dev.sms.tsx"),
  route("bench/ceiling", "routes/bench.ceiling.tsx"),
  route("dev/mail", "routes/dev.mail.tsx"),
  route("dev/lead-clock", "routes/dev.lead-clock.ts"),
  ...page("routes/contact.tsx", { contact: "contact", "contact-us": "contact-us" }),
  route("careers", "routes/careers.tsx"),
  ...page("routes/parts.tsx", { "vehicle-parts-and-accessories": "parts", "parts/search": "parts-search" }),
  ...page("routes/blog.tsx", { blog: "blog", "blog/:slug": "blog-path" }),
  ...["apply-for-finance", "finance-enquiry", "ford-finance", "finance-and-insurance", "personalised/finance", "buying"].map((path) => route(path, "routes/page-alias.ts", { id: `alias-${path.replace("/", "-")}` })),
  route("book-test-drive", "routes/book-test-drive.tsx"),
  route("finance", "routes/finance.tsx"),
  ...page("routes/service.tsx", { service: "service", "ford-service": "ford-service" }),
  ...page("routes/sell-my-car.tsx", { "sell-my-car": "sell-my-car", "sell-your-car": "sell-your-car" }),
  ...page("routes/trade-in.tsx", { "trade-in": "trade-in", "cars/trade-in": "cars-trade-in" }),
  route("success", "routes/success.tsx"),
  route("sign-in", "routes/sign-in.tsx"),
  route("sign-out", "routes/sign-out.ts"),
  // Saved searches and alerts (issue 16, ADR 048).
  route("saved-searches", "routes/saved-searches.tsx"),
  route("alerts/unsubscribe/:token", "routes/alerts.unsubscribe.tsx"),
  ...["my-garage", "mymotorama", "mybigboxcars", "myblinkr", "myservco"].map((path) => route(path, "routes/my-garage.tsx", { id: path })),
  ...["online-payment", "spin-to-win"].map((path) => route(path, "routes/account-page.tsx", { id: path })),
  route("compare", "routes/compare.tsx"),
  route("api/cards", "routes/api.cards.ts"),
  ...page("routes/car-checkout.tsx", { "cars/:slug/checkout": "car-checkout", "cars/:slug/buy-online": "car-buy-online" }),
  route("checkout/authenticate", "routes/checkout.authenticate.tsx"),
  route("checkout/reservations/:id", "routes/checkout.reservation.tsx"),
  route("checkout-journey", "routes/checkout-journey.tsx"),
  ...["locations", "dealer-locator", "dealerships"].map((path) => route(path, "routes/locations.tsx", { id: path })),
  ...page("routes/location.tsx", { "locations/:slug": "location", "contact-us/:slug": "contact-us-location", "our-location/:slug": "our-location" }),
  route("special-offers", "routes/special-offers.tsx"),
  ...page("routes/offer.tsx", { "offers/:id": "offer", "offers/:manufacturer/:id": "manufacturer-offer" }),
  route("models", "routes/models.tsx"),
  route("models/:slug", "routes/model.tsx"),
  route("brands", "routes/brands.tsx"),
  route(":brand/overview", "routes/brand-overview.tsx"),
  route("reviews", "routes/reviews.tsx"),
  // About Us, Privacy Policy, Fleet, ... and pages a dealer adds; a static route above always wins over it.
  route(":page", "routes/content-page.tsx"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
