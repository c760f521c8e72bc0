import { defineProject } from "vitest/config"

export default defineProject({ test: { name: "@redline/http", include: ["test/**/*.test.ts"] } })
