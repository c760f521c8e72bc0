import { defineProject } from "vitest/config"

export default defineProject({ test: { name: "@redline/server", include: ["test/**/*.test.ts"] } })
