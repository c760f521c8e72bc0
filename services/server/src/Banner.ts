import { AuctionStatus, isLoopbackHost } from "@redline/domain"
import type { FixtureUser, Marketplace } from "@redline/fixtures"
import type { AppConfigShape } from "@redline/infra"
import { Option, Redacted } from "effect"
import * as Path from "node:path"
import { ROLE_NAMES, type Role } from "./Roles.ts"

/** What start-up prints: where Redline is, on what it runs, and how to sign in. */
export const banner = (options: {
  /** The gateway's address, when this process runs one. */
  readonly url: string | undefined
  readonly roles: ReadonlySet<Role>
  readonly config: AppConfigShape
  readonly marketplace: Marketplace | undefined
  /** The local stand-ins the API serves with (`standInsServing`); none where this process runs no API. */
  readonly standIns: ReadonlyArray<string>
}) => {
  const { config } = options
  const demoUsers = options.marketplace?.users.filter((user) => user.demo) ?? []
  const selling = (user: FixtureUser) =>
    options.marketplace?.auctions.filter((auction) => auction.seller === user.username && auction.status === AuctionStatus.live).length ?? 0
  const shown = (folder: string) => {
    const path = Path.join(config.dataDir, folder)
    const relative = Path.relative(process.cwd(), path)
    return relative.startsWith("..") ? path : relative
  }
  const services = [
    Option.isSome(config.databaseUrl) ? "Postgres at DATABASE_URL" : `embedded Postgres (PGlite) in ${shown("postgres")}`,
    Option.isSome(config.natsUrl) ? "NATS at NATS_URL" : "in-process bus",
    Option.isSome(config.s3) ? "S3 at S3_ENDPOINT" : `local S3 store in ${shown("objects")}`
  ]
  const rolesText = ROLE_NAMES.filter((role) => options.roles.has(role)).join(", ")
  const allRoles = ROLE_NAMES.every((role) => options.roles.has(role))
  const demo = demoUsers.map((user) => `    ${user.email.padEnd(30)} ${roleOf(user, selling(user))}`)
  const staffPassword = process.env["ADMIN_PASSWORD"] ? "the password in ADMIN_PASSWORD" : Redacted.value(config.adminPassword)
  return [
    "",
    options.url === undefined ? `  Redline is running: ${rolesText}` : `  Redline is running at ${options.url}`,
    ...(allRoles ? [] : [`  Roles: ${rolesText}.`]),
    `  On ${services.join(", ")}.`,
    ...standInsLines(options),
    "",
    ...(demo.length > 0 ? [`  Demo accounts (password: ${demoUsers[0]!.password}):`, ...demo, ""] : []),
    ...(options.roles.has("api") ? [`  Staff account: ${config.adminEmail} with ${staffPassword}`, ""] : [])
  ].join("\n")
}

const roleOf = (user: FixtureUser, liveAuctions: number) => {
  if (liveAuctions > 0) return `seller of ${liveAuctions} live auction${liveAuctions === 1 ? "" : "s"}`
  if (!user.verified) return "new account, e-mail not verified"
  if (user.cardOnFile && user.biddingAgreement) return "registered to bid"
  return "verified, not registered to bid"
}

/** Stand-ins vouch for any e-mail and take any card: whoever starts the server should know which serve, or why none does. */
const standInsLines = (options: {
  readonly roles: ReadonlySet<Role>
  readonly config: AppConfigShape
  readonly standIns: ReadonlyArray<string>
}) => {
  if (!options.roles.has("api")) return []
  if (options.standIns.length > 0) {
    return [`  Stand-ins for development (STAND_INS=false turns them off): ${options.standIns.join(", ")}.`]
  }
  const { host, standIns } = options.config
  if (standIns) return []
  const why = isLoopbackHost(host) ? "STAND_INS=false" : `HOST ${host} is not a loopback address; STAND_INS=true for a demo`
  return [`  No stand-ins (${why}): providers that are not configured are not offered.`]
}
