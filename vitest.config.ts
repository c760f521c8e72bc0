import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    projects: ["packages/*", "services/*", "fixtures"],
    testTimeout: 30_000,
    hookTimeout: 120_000
  }
})
