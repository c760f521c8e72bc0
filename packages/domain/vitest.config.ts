import { defineProject } from "vitest/config"

export default defineProject({ test: { name: "@redline/domain", include: ["test/**/*.test.ts"] } })
