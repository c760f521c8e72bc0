import { RUNNING, startServer } from "@redline/infra/testing"

export interface EmbeddedServer {
  readonly url: string
  readonly staff: { readonly email: string; readonly password: string }
  readonly stop: () => Promise<void>
}

/**
 * A whole Redline in one process on embedded defaults (PGlite, in-process bus),
 * a fresh data directory and no demo marketplace: what `pnpm start` runs, minus the web build.
 */
export const startEmbeddedServer = async (): Promise<EmbeddedServer> => {
  const staff = { email: "staff@load-test.example.com", password: "staff-password-1" }
  const server = await startServer({ SEED_FIXTURES: "false", ADMIN_EMAIL: staff.email, ADMIN_PASSWORD: staff.password })
  await server.printed(RUNNING)
  return { url: server.url, staff, stop: () => server.stop() }
}
