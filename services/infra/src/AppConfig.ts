import { DEFAULT_BUYER_COMMISSION, isLoopbackHost } from "@redline/domain"
import { Config, ConfigError, ConfigProvider, Effect, Either, Layer, Option, Redacted } from "effect"
import * as Path from "node:path"
import { fileURLToPath } from "node:url"
import { trustedProxyProblem } from "./TrustedProxies.ts"

const repoRoot = Path.resolve(Path.dirname(fileURLToPath(import.meta.url)), "../../..")

/**
 * Everything the process reads from its environment. Unset service URLs
 * select the embedded defaults (PGlite, in-process bus, local S3 store).
 */
export interface AppConfigShape {
  readonly port: number
  readonly host: string
  /** The site's address as people reach it, without a trailing slash: links in e-mail, sign-in redirects, the origin of uploads. */
  readonly publicUrl: string
  /**
   * Whether the local stand-ins serve where no provider is configured: the sign-in provider that
   * vouches for any e-mail, the payment provider, carrier, lending partner and video host.
   */
  readonly standIns: boolean
  readonly dataDir: string
  readonly webRoot: string
  readonly databaseUrl: Option.Option<Redacted.Redacted>
  readonly natsUrl: Option.Option<string>
  /** Keeps this deployment's bus subjects and engine leases apart from others' on the same NATS server. */
  readonly natsNamespace: Option.Option<string>
  readonly s3: Option.Option<S3Settings>
  readonly adminEmail: string
  readonly adminPassword: Redacted.Redacted
  readonly seedFixtures: boolean
  readonly softCloseSeconds: number
  readonly buyerCommission: { readonly rate: number; readonly min: number; readonly max: number }
  /** The proxies in front of the gateway whose `X-Forwarded-For` names the client (addresses and CIDR blocks). */
  readonly trustedProxies: ReadonlyArray<string>
}

export interface S3Settings {
  readonly endpoint: string
  readonly bucket: string
  readonly region: string
  readonly accessKeyId: string
  readonly secretAccessKey: Redacted.Redacted
}

const s3Settings = Config.all({
  endpoint: Config.string("S3_ENDPOINT"),
  bucket: Config.string("S3_BUCKET").pipe(Config.withDefault("redline")),
  region: Config.string("S3_REGION").pipe(Config.withDefault("us-east-1")),
  accessKeyId: Config.string("S3_ACCESS_KEY_ID"),
  secretAccessKey: Config.redacted("S3_SECRET_ACCESS_KEY")
})

/** An unset or empty variable both mean "not configured", so `DATABASE_URL=` selects the embedded default. */
const optional = <A>(config: Config.Config<A>, isEmpty: (value: A) => boolean) =>
  Config.option(config).pipe(Config.map(Option.filter((value) => !isEmpty(value))))
const optionalString = (name: string) => optional(Config.string(name), (value) => value.trim() === "")
const optionalSecret = (name: string) => optional(Config.redacted(name), (value) => Redacted.value(value).trim() === "")

/**
 * Stand-ins are safe where no one else reaches the server: they vouch for any e-mail and take any
 * card. So they serve on a loopback HOST unless STAND_INS=false, and on any other only with
 * STAND_INS=true (a demo or a test rig behind its own walls).
 */
export const standInsServe = (host: string, standIns: Option.Option<boolean>): boolean =>
  Option.getOrElse(standIns, () => isLoopbackHost(host))

/** Where the site is when PUBLIC_URL doesn't say: this port on HOST, or on loopback when listening everywhere. */
const defaultPublicUrl = (host: string, port: number) => {
  const local = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host
  return `http://${local.includes(":") ? `[${local}]` : local}:${port}`
}

export const appConfig: Config.Config<AppConfigShape> = Config.all({
  port: Config.port("PORT").pipe(Config.withDefault(3000)),
  host: Config.string("HOST").pipe(Config.withDefault("127.0.0.1")),
  publicUrl: optionalString("PUBLIC_URL").pipe(
    Config.validate({
      message: "PUBLIC_URL must be an http or https address, e.g. https://redline.example",
      validation: (url) => Option.isNone(url) || /^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/.test(url.value.trim())
    })
  ),
  standIns: Config.option(Config.boolean("STAND_INS")),
  dataDir: Config.string("DATA_DIR").pipe(
    Config.withDefault(Path.join(repoRoot, ".data")),
    Config.map((dir) => Path.resolve(dir))
  ),
  webRoot: Config.string("WEB_ROOT").pipe(Config.withDefault(Path.join(repoRoot, "packages/web/dist"))),
  databaseUrl: optionalSecret("DATABASE_URL"),
  natsUrl: optionalString("NATS_URL"),
  natsNamespace: optionalString("NATS_NAMESPACE").pipe(
    Config.validate({
      message: "NATS_NAMESPACE may hold letters, digits, '_' and '-' only",
      validation: (namespace) => Option.isNone(namespace) || /^[A-Za-z0-9_-]+$/.test(namespace.value)
    })
  ),
  s3: optional(s3Settings, (settings) => settings.endpoint.trim() === ""),
  adminEmail: Config.string("ADMIN_EMAIL").pipe(Config.withDefault("admin@redline.local")),
  adminPassword: Config.redacted("ADMIN_PASSWORD").pipe(Config.withDefault(Redacted.make("redline-admin"))),
  seedFixtures: Config.boolean("SEED_FIXTURES").pipe(Config.withDefault(true)),
  buyerCommission: Config.all({
    rate: Config.number("BUYER_COMMISSION_RATE").pipe(Config.withDefault(DEFAULT_BUYER_COMMISSION.rate)),
    min: Config.integer("BUYER_COMMISSION_MIN").pipe(Config.withDefault(DEFAULT_BUYER_COMMISSION.min)),
    max: Config.integer("BUYER_COMMISSION_MAX").pipe(Config.withDefault(DEFAULT_BUYER_COMMISSION.max))
  }).pipe(
    Config.validate({
      message: "BUYER_COMMISSION_RATE must be between 0 and 1 and BUYER_COMMISSION_MIN at most BUYER_COMMISSION_MAX",
      validation: ({ rate, min, max }) => rate >= 0 && rate <= 1 && min >= 0 && min <= max
    })
  ),
  trustedProxies: Config.string("TRUSTED_PROXIES").pipe(
    Config.withDefault(""),
    Config.map((list) =>
      list
        .split(",")
        .map((entry) => entry.trim())
        .filter((entry) => entry !== "")
    ),
    Config.mapOrFail((entries) => {
      const problem = trustedProxyProblem(entries)
      return problem === null ? Either.right(entries) : Either.left(ConfigError.InvalidData([], problem))
    })
  ),
  softCloseSeconds: Config.integer("SOFT_CLOSE_SECONDS").pipe(
    Config.withDefault(120),
    Config.validate({ message: "SOFT_CLOSE_SECONDS must be a positive number of seconds", validation: (n) => n > 0 })
  )
}).pipe(
  Config.map(({ publicUrl, standIns, ...config }) => ({
    ...config,
    publicUrl: Option.getOrElse(publicUrl, () => defaultPublicUrl(config.host, config.port))
      .trim()
      .replace(/\/+$/, ""),
    standIns: standInsServe(config.host, standIns)
  }))
)

/**
 * The process's configuration. `Default` reads the environment; `Test` is what an empty
 * environment reads (every embedded default), with the fields a test sets.
 */
export class AppConfig extends Effect.Service<AppConfig>()("@redline/infra/AppConfig", {
  effect: Effect.gen(function* () {
    return yield* appConfig
  })
}) {
  static readonly Test = (overrides: Partial<AppConfigShape> = {}) =>
    Layer.effect(
      AppConfig,
      appConfig.pipe(
        Effect.withConfigProvider(ConfigProvider.fromMap(new Map())),
        Effect.map((defaults) => AppConfig.make({ ...defaults, ...overrides })),
        Effect.orDie
      )
    )
}
