import { defineProject } from "vitest/config"

export default defineProject({
  test: { name: "@redline/web", include: ["src/**/*.test.{ts,tsx}"], environment: "happy-dom" }
})
