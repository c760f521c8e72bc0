import { defineConfig } from "vitest/config"

const packageProject = (name: string, root: string) => ({
  extends: true as const,
  test: { name, root, include: ["test/**/*.test.ts"] }
})

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // A worker per core, not one fewer: most test files wait on Postgres, NATS or a server they started.
    maxWorkers: "100%",
    hookTimeout: 120_000,
    projects: [
      packageProject("@redline/domain", "packages/domain"),
      packageProject("@redline/api", "packages/api"),
      packageProject("@redline/fixtures", "fixtures"),
      packageProject("@redline/machines", "machines"),
      packageProject("@redline/load-tests", "load-tests"),
      packageProject("@redline/infra", "services/infra"),
      packageProject("@redline/engine", "services/engine"),
      packageProject("@redline/http", "services/http"),
      packageProject("@redline/gateway", "services/gateway"),
      packageProject("@redline/server", "services/server"),
      "packages/web"
    ]
  }
})
