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
    setupFiles: ["src/testSetup.ts"]
  }
})
