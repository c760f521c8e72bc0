import { defineProject } from "vitest/config"

export default defineProject({ test: { name: "@redline/gateway", include: ["test/**/*.test.ts"] } })
