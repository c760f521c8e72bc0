import { StartupError } from "@redline/infra"
import { Config, Effect } from "effect"

/**
 * What a process of Redline runs. A cluster runs several processes of each; one process runs
 * them all by default (`pnpm start`).
 * - gateway: the one listening port (pages, `/ws`, and `/api` when the process runs the api)
 * - api: the HTTP API's handlers, answered through this process's gateway
 * - engine: the auction engine, competing for partitions of auctions with other engines
 * - mail: delivers the outbox's e-mail
 * - alerts: tells saved searches of auctions that went live
 * - notifier: turns what happened (bids, closes, comments, questions, follows…) into notifications
 * - sms: sends the outbox's texts (through Twilio, or the local stand-in it starts)
 * - digest: sends the Daily Email at its time of day (DAILY_EMAIL_AT)
 */
export const ROLE_NAMES = ["gateway", "api", "engine", "mail", "alerts", "notifier", "sms", "digest"] as const
export type Role = (typeof ROLE_NAMES)[number]

const isRole = (name: string): name is Role => (ROLE_NAMES as ReadonlyArray<string>).includes(name)

/** The roles a `ROLES` text names (comma-separated; empty or `all` for every role), or why it can't be read. */
export const parseRoles = (text: string): { readonly roles: ReadonlySet<Role> } | { readonly problem: string } => {
  const names = text
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== "")
  if (names.length === 0 || (names.length === 1 && names[0] === "all")) return { roles: new Set(ROLE_NAMES) }
  const unknown = names.filter((name) => !isRole(name))
  if (unknown.length > 0) {
    const named = unknown.map((name) => `'${name}'`).join(", ")
    return {
      problem: `ROLES names ${named}, which ${unknown.length === 1 ? "is not a role" : "are not roles"}: the roles are ${ROLE_NAMES.join(", ")}.`
    }
  }
  const roles = new Set(names.filter(isRole))
  if (roles.has("api") && !roles.has("gateway")) {
    return { problem: "The api role is answered through the gateway of its process: ROLES must name gateway with api." }
  }
  return { roles }
}

/** This process's roles, from `ROLES`. */
export const processRoles = Effect.gen(function* () {
  const text = yield* Config.string("ROLES").pipe(Config.withDefault(""), Effect.orDie)
  const parsed = parseRoles(text)
  if ("problem" in parsed) return yield* Effect.fail(new StartupError({ reason: parsed.problem }))
  return parsed.roles
})
