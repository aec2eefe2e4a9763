import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const ADMIN_TOKEN = "e2e-admin-token-0123456789";
/** The local stand-in for Google's and Meta's tag hosts (tests/e2e/consent-tags.spec.ts); the server loads tags from it. */
export const TAG_SERVER_PORT = Number(process.env.E2E_TAG_PORT ?? PORT + 5);

/**
 * Browser tests drive Debian's Chromium (/usr/bin/chromium) against the built server, started with
 * its own fresh data directory and the demo dealers seeded. DEV_MAILBOX=1: the tests read sign-in codes
 * from /dev/sms (a production server without it answers 404 there; sms-production.spec.ts proves that). Lead forms may be sent back at once
 * (LEAD_FORM_MIN_SECONDS=0: a test fills a form faster than a person; the timing check has its own
 * test in tests/integration/lead-abuse.test.ts). Dealers' marketing tags load from a local server
 * (TAG_SCRIPT_ORIGIN, ADR 049) so a test sees their requests.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: {
    command: `rm -rf .e2e-data-${PORT} && node server/index.ts`,
    url: `http://localhost:${PORT}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: { PORT: String(PORT), DATA_DIR: `.e2e-data-${PORT}`, BUILD_DIR: process.env.BUILD_DIR ?? "build", SEED_DEMO: "1", ADMIN_TOKEN, LOG_LEVEL: "warn", NODE_ENV: "production", DEV_MAILBOX: "1", LEAD_FORM_MIN_SECONDS: "0", ANALYTICS_FLUSH_MS: "500", FEED_FETCH_PRIVATE: "1", FEED_PULL_SWEEP_MS: "1000", ALERT_SWEEP_MS: "1000", TAG_SCRIPT_ORIGIN: `http://127.0.0.1:${TAG_SERVER_PORT}`, ...(process.env.DEMO_MEDIA_CACHE ? { DEMO_MEDIA_CACHE: process.env.DEMO_MEDIA_CACHE } : {}) },
  },
});
