import { defineConfig } from "@playwright/test"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { E2E_ACCESS_KEY_SECONDS } from "./e2e/marketplace.ts"

// E2E_PORT lets two checkouts run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`

// Every run starts from a fresh, freshly seeded data directory. Workers load this file again and
// inherit the runner's environment, so they reuse the runner's directory instead of making more.
process.env.REDLINE_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "redline-e2e-"))

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // One worker: the server and two browsers keep both cores busy, and a second worker only makes
  // every flow slower (measured: 16 s a test instead of 6).
  workers: 1,
  forbidOnly: !!process.env.CI,
  // The machines the tests run on are shared and noisy: a flow gets a minute, twice Playwright's
  // default, and one marked slow (two browsers, an accessibility scan of a long page) three.
  timeout: 60_000,
  reporter: "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    browserName: "chromium",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]
    }
  },
  projects: [
    {
      name: "phone",
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        extraHTTPHeaders: { "x-forwarded-for": "127.0.1.1" }
      }
    },
    { name: "desktop", use: { viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { "x-forwarded-for": "127.0.2.1" } } }
  ],
  webServer: {
    command: "pnpm exec tsx services/server/src/main.ts",
    // Embedded defaults, as `pnpm start` gives a newcomer, even where DATABASE_URL and NATS_URL are set.
    // Access keys last 75 s instead of a day, so browsers refresh them in every test longer than 15 s
    // after signing in, and e2e/session.spec.ts outlives one.
    env: {
      PORT: String(port),
      DATA_DIR: process.env.REDLINE_E2E_DATA_DIR,
      DATABASE_URL: "",
      NATS_URL: "",
      S3_ENDPOINT: "",
      ACCESS_KEY_SECONDS: String(E2E_ACCESS_KEY_SECONDS),
      // Every browser here comes from 127.0.0.1: each project says it is a visitor of its own (a
      // loopback address still, for the developer's pages), so the two don't share sign-in limits.
      TRUSTED_PROXIES: "127.0.0.1"
    },
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false
  }
})
