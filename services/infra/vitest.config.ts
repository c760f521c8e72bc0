import { defineProject } from "vitest/config"

export default defineProject({ test: { name: "@redline/infra", include: ["test/**/*.test.ts"] } })
