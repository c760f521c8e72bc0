import react from "@vitejs/plugin-react"
import { defineProject } from "vitest/config"

export default defineProject({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify("test") },
  test: {
    name: "@redline/web",
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
    setupFiles: ["src/testSetup.ts"]
  }
})
