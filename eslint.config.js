import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";

// ---- The import rule (docs/decisions/023-import-rule.md) ------------------------------------------------------------
// Layers, top to bottom; imports only go down, `import type` included:
//   routes (app/routes, app/root.tsx) → domain components (app/<domain>/components) → domain core and *.server.ts
//   (app/<domain>/*) → platform (app/platform) → db, lib, ui (app/db, app/lib, app/ui).
// Between domains, the order below (lowest first): a domain imports only domains before it, so there is no cycle.
const DOMAIN_ORDER = ["tenants", "media", "stock", "accounts", "staff", "checkout", "search", "vehicle", "locations", "content", "blog", "offers", "brands", "reviews", "models", "leads", "feeds", "alerts", "site", "console"];
const ORDER_TEXT = DOMAIN_ORDER.join(" → ");
const dirs = (names) => names.map((n) => `./app/${n}/**`);
const everyDomain = `./app/{${DOMAIN_ORDER.join(",")}}`;
const ROUTES = ["./app/routes/**", "./app/{root,routes,entry.server}.{ts,tsx}"];
/** The composition root: the only platform modules that may use the domains, because they build and seed the services. */
const COMPOSITION_ROOT = ["./app/platform/{services,seed}.server.ts"];

const zones = [
  {
    target: [`${everyDomain}/**`, "./app/{platform,db,lib,ui,demo}/**"],
    from: ROUTES,
    message: "Only routes import app/routes and app/root.tsx. Define the props or data type in the domain (a data function in app/<domain>/*.server.ts and its ReturnType) and let the route pass it down.",
  },
  {
    target: `${everyDomain}/*.{ts,tsx}`,
    from: [`${everyDomain}/components/**`, "./app/ui/**"],
    message: "Domain core (app/<domain>/*.ts) sits below components and app/ui. Declare the type in the domain core (or app/lib) and have the component import it from there.",
  },
  {
    target: "./app/platform/!(services.server|seed.server).{ts,tsx}",
    from: [`${everyDomain}/**`],
    message: "app/platform sits below the domains. Move the shared piece into app/platform or app/lib, take it as a parameter, or register its type (see Register in app/platform/contexts.ts).",
  },
  {
    target: `${everyDomain}/**`,
    from: COMPOSITION_ROOT,
    message: "The composition root is for server start-up only. Get services from the request context: getServices(context) in app/platform/request-context.server.ts (type: RegisteredServices).",
  },
  {
    target: "./app/{db,lib,ui}/**",
    from: [`${everyDomain}/**`, "./app/platform/**", "./app/demo/**"],
    message: "app/db, app/lib and app/ui are the bottom layer: they import no platform, domain or route module. Move the type or helper down into app/db or app/lib, or take it as a parameter.",
  },
  { target: "./app/lib/**", from: ["./app/db/**", "./app/ui/**"], message: "app/lib is plain code for any bundle: no database and no React components. Put the helper in app/db or app/ui instead." },
  { target: "./app/ui/**", from: ["./app/db/**"], message: "app/ui components run in the browser: they never import app/db." },
  {
    target: [`${everyDomain}/**`, "./app/platform/!(seed.server).{ts,tsx}", "./app/{db,lib,ui}/**"],
    from: ["./app/demo/**"],
    message: "app/demo is the demo dealers' generator: only app/platform/seed.server.ts, scripts and tests use it. Move what production needs out of the demo (into its domain or app/lib).",
  },
  ...DOMAIN_ORDER.slice(0, -1).map((name, i) => ({
    target: `./app/${name}/**`,
    from: dirs(DOMAIN_ORDER.slice(i + 1)),
    message: `A domain imports only the domains below it (${ORDER_TEXT}), so that there is no cycle. Move the shared piece down into "${name}" or a lower domain, app/platform or app/lib, or pass it in from the route.`,
  })),
];

// ---- One owner per table (ADR 023) -----------------------------------------------------------------------------------
// Each table of app/db/schema.ts is queried by one *.server.ts module; every other module calls that module's functions.
// Keep this list, the README's "Import rule" section and ADR 023 in step.
export const TABLE_OWNERS = {
  "app/tenants/tenant-store.server.ts": { tables: ["tenants", "tenantHosts", "locations", "dealerships"], calls: "loadTenants, saveTenant, updateTenantDocument, countTenants, TenantDirectory" },
  "app/stock/stock-store.server.ts": { tables: ["vehicles"], calls: "findVehicleById, findVehiclesByIds, …" },
  "app/accounts/accounts.server.ts": { tables: ["shoppers", "signInCodes", "sessions"], calls: "requestSignInCode, verifySignInCode, shopperForToken, endSession" },
  "app/accounts/watchlist.server.ts": { tables: ["watchlist"], calls: "addToWatchlist, removeFromWatchlist, listWatchlist, watchlistIds" },
  "app/accounts/sms.server.ts": { tables: ["devSms"], calls: "DevSmsProvider, listDevSms" },
  "app/checkout/reservations.server.ts": { tables: ["reservations"], calls: "reserveCar, activeReservation, findShopperReservation, …" },
  "app/checkout/test-payment-provider.server.ts": { tables: ["testPayments"], calls: "TestPaymentProvider" },
  "app/platform/events.server.ts": { tables: ["vehicleViews", "trackedEvents"], calls: "countView, viewCount, recordEvent, countEvents" },
  "app/platform/analytics-store.server.ts": { tables: ["vehicleStatsDaily", "vehicleStatsWeekly", "tenantStatsDaily", "leadSourcesDaily"], calls: "addRollups, pruneRollups, tenantDays, vehicleRankings, leadBreakdown, vehicleMetricSinceSql" },
  "app/platform/email.server.ts": { tables: ["devMail"], calls: "DevEmailProvider, listDevMail" },
  "app/staff/staff-store.server.ts": { tables: ["staff", "staffTokens"], calls: "createStaff, findStaffByEmail, findStaffById, setPassword, recordFailedSignIn, clearFailedSignIns, issueToken, peekToken, consumeToken" },
  "app/staff/staff-sessions.server.ts": { tables: ["staffSessions"], calls: "createStaffSession, staffForSessionToken, endStaffSession, endAllStaffSessions" },
  "app/staff/api-keys.server.ts": { tables: ["apiKeys"], calls: "createApiKey, listApiKeys, revokeApiKey, tenantForApiKey" },
  "app/staff/audit-log.server.ts": { tables: ["auditLog"], calls: "recordAudit, listAudit" },
  "app/leads/lead-history.server.ts": { tables: ["leadEvents"], calls: "recordLeadEvent, listLeadEvents" },
  "app/stock/feed-import/import-store.server.ts": { tables: ["stockImports"], calls: "recordImport, listImports, findImport, claimHeldImport" },
  "app/stock/feed-photos.server.ts": { tables: ["feedPhotos"], calls: "createFeedPhotoResolver" },
  "app/stock/feed-pull.server.ts": { tables: ["feedPulls"], calls: "sweepStockFeeds, stockFeedState" },
  "app/leads/lead-store.server.ts": { tables: ["leads", "leadDeliveries"], calls: "findLeadRow, insertLead, queueLeadDeliveries, claimDueDeliveries, listLeads, …" },
  "app/feeds/feed-store.server.ts": { tables: ["listingFeeds", "stockWebhooks", "stockEvents", "stockDeliveries"], calls: "feedToken, rotateFeedToken, isFeedToken, listStockWebhooks, addStockWebhook, claimDueStockDeliveries, …" },
  "app/alerts/alert-store.server.ts": { tables: ["savedSearches", "watchAlerts", "alertContacts", "alertMessages", "alertSweeps", "alertKeys"], calls: "saveSearch, listSavedSearches, setWatchAlert, unsubscribe, claimAlertTenants, savedSearchDemand, …" },
};

/** One no-restricted-imports pattern per table, except the tables `owner` owns. */
function tablePatterns(owner) {
  return Object.entries(TABLE_OWNERS).flatMap(([file, { tables, calls }]) =>
    file === owner
      ? []
      : tables.map((table) => ({
          group: ["**/db/schema.ts"],
          importNames: [table],
          message: `Only ${file} queries the ${table} table (one owner per table, ADR 023). Call one of its functions (${calls}) or add one there.`,
        })),
  );
}

/** A rule block for every file, then one per owner that leaves out its own tables (a later block replaces the rule's options). */
function tableOwnerConfigs() {
  const base = { ignores: ["app/**/*.test.{ts,tsx}", "app/db/**"] };
  return [
    { files: ["app/**/*.{ts,tsx}"], ...base, rules: { "no-restricted-imports": ["error", { patterns: tablePatterns(null) }] } },
    ...Object.keys(TABLE_OWNERS).map((owner) => ({ files: [owner], ...base, rules: { "no-restricted-imports": ["error", { patterns: tablePatterns(owner) }] } })),
  ];
}

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".e2e-data*/", ".bench-data/", "data/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "drizzle/meta/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  // One owner module per table (ADR 023): importing a table object from app/db/schema.ts anywhere but its owner fails.
  ...tableOwnerConfigs(),
);
