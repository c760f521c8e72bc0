import react from "@vitejs/plugin-react"
import { defineProject } from "vitest/config"
import { contractRoutes } from "./plugins/contractRoutes.ts"

export default defineProject({
  plugins: [react(), contractRoutes()],
  define: { __APP_VERSION__: JSON.stringify("test") },
  test: {
    name: "@redline/web",
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
    // a page's test takes a second or two; on a shared machine under load, several times that
    testTimeout: 15_000,
    setupFiles: ["src/testSetup.ts"]
  }
})
