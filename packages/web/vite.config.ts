import { execFileSync } from "node:child_process"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { contractRoutes } from "./plugins/contractRoutes.ts"

const api = "http://127.0.0.1:3000"

/** Shown in the footer so a support request can name the build it came from. */
const appVersion = (): string => {
  const day = new Date().toISOString().slice(0, 10).replaceAll("-", ".")
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim()
    return `${day}-${commit}`
  } catch {
    return day
  }
}

export default defineConfig({
  plugins: [react(), contractRoutes()],
  define: { __APP_VERSION__: JSON.stringify(process.env.REDLINE_VERSION ?? appVersion()) },
  build: { outDir: "dist", emptyOutDir: true },
  server: {
    proxy: {
      "/api": api,
      "/ws": { target: api, ws: true }
    }
  }
})
