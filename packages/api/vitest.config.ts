import { defineProject } from "vitest/config"

export default defineProject({ test: { name: "@redline/api", include: ["test/**/*.test.ts"] } })
