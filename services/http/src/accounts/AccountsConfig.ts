import { AppConfig } from "@redline/infra"
import { Config, Effect, Layer, Option, Redacted } from "effect"
import { parseTimeOfDay, type TimeOfDay } from "../dailyEmail/DailyEmailSchedule.ts"

/**
 * What accounts read from the environment: where the site is (for links in e-mail), how mail
 * leaves, the bot check's key and difficulty, how long an access key lasts and the key that signs
 * handshakes and unsubscribe links, and when the Daily Email goes out.
 */
export interface AccountsConfigShape {
  /** The site's address as people reach it, without a trailing slash. */
  readonly publicUrl: string
  /** SMTP delivery when set; otherwise mail stays in the dev mailbox of the embedded mode. */
  readonly smtpUrl: Option.Option<Redacted.Redacted>
  readonly mailFrom: string
  readonly botCheck: {
    readonly hmacKey: Redacted.Redacted
    /** The largest counter a challenge hides: the work a browser does is about half of it. */
    readonly maxNumber: number
  }
  /**
   * The lifetime of a session's access key; its refresh key lasts 30 days whatever this is. Short
   * ones let a test watch a browser refresh its session (the browser refreshes with 60 s left).
   */
  readonly accessKeySeconds: number
  /**
   * SIGNING_KEY: what signs browsers' handshakes and unsubscribe links. Unset, a random key kept in
   * the database serves (`SigningKey`), so every process over one database signs alike.
   */
  readonly signingKey: Option.Option<Redacted.Redacted>
  /** DAILY_EMAIL_AT: the time of day (UTC) the Daily Email goes out. */
  readonly dailyEmailAt: TimeOfDay
}

/** The Daily Email goes out at 14:00 UTC: the morning in the Americas, the afternoon in Europe. */
const DEFAULT_DAILY_EMAIL_AT = "14:00"

/** A day, as spec 2 leaves the lifetime open; browsers refresh it long before it ends. */
export const DEFAULT_ACCESS_KEY_SECONDS = 86_400

/** Browsers refresh a key with 60 s or less left (spec 2 §4): a shorter one would be refreshed on every call. */
const SHORTEST_ACCESS_KEY_SECONDS = 61

/**
 * The embedded default key is public, which is fine where the site is not public: a challenge
 * signed with it proves only that work was done. A public site sets BOT_CHECK_HMAC_KEY.
 */
const EMBEDDED_BOT_CHECK_KEY = "redline-embedded-bot-check"

/** A signing key shorter than this is guessable: 32 characters of a random key are 128 bits or more. */
const SHORTEST_SIGNING_KEY = 32

const nonEmpty = (name: string) =>
  Config.option(Config.redacted(name)).pipe(Config.map(Option.filter((value) => Redacted.value(value).trim() !== "")))

/**
 * `Default` reads the environment; `Test` links mail to http://redline.test, keeps it in the
 * dev mailbox and makes the bot check quick to solve, unless the test says otherwise.
 */
export class AccountsConfig extends Effect.Service<AccountsConfig>()("@redline/http/AccountsConfig", {
  effect: Effect.gen(function* () {
    const app = yield* AppConfig
    const config: AccountsConfigShape = yield* Config.all({
      publicUrl: Config.succeed(app.publicUrl),
      smtpUrl: nonEmpty("SMTP_URL"),
      mailFrom: Config.string("MAIL_FROM").pipe(Config.withDefault("Redline <no-reply@redline.local>")),
      botCheck: Config.all({
        hmacKey: Config.redacted("BOT_CHECK_HMAC_KEY").pipe(Config.withDefault(Redacted.make(EMBEDDED_BOT_CHECK_KEY))),
        maxNumber: Config.integer("BOT_CHECK_MAX_NUMBER").pipe(
          Config.withDefault(50_000),
          Config.validate({ message: "BOT_CHECK_MAX_NUMBER must be a positive number", validation: (n) => n > 0 })
        )
      }),
      accessKeySeconds: Config.integer("ACCESS_KEY_SECONDS").pipe(
        Config.withDefault(DEFAULT_ACCESS_KEY_SECONDS),
        Config.validate({
          message: `ACCESS_KEY_SECONDS must be at least ${SHORTEST_ACCESS_KEY_SECONDS}: browsers refresh a key with 60 s or less left`,
          validation: (seconds) => seconds >= SHORTEST_ACCESS_KEY_SECONDS
        })
      ),
      signingKey: nonEmpty("SIGNING_KEY").pipe(
        Config.validate({
          message: `SIGNING_KEY must be at least ${SHORTEST_SIGNING_KEY} characters of a random key`,
          validation: (key) => Option.isNone(key) || Redacted.value(key.value).length >= SHORTEST_SIGNING_KEY
        })
      ),
      dailyEmailAt: Config.string("DAILY_EMAIL_AT").pipe(
        Config.withDefault(DEFAULT_DAILY_EMAIL_AT),
        Config.validate({
          message: "DAILY_EMAIL_AT must be a time of day in UTC, HH:MM (e.g. 14:00)",
          validation: (text) => parseTimeOfDay(text) !== null
        }),
        Config.map((text) => parseTimeOfDay(text)!)
      )
    })
    return config
  })
}) {
  static readonly Test = (overrides: Partial<AccountsConfigShape> = {}) =>
    Layer.succeed(
      AccountsConfig,
      AccountsConfig.make({
        publicUrl: "http://redline.test",
        smtpUrl: Option.none(),
        mailFrom: "Redline <no-reply@redline.test>",
        botCheck: { hmacKey: Redacted.make("test-bot-check-key"), maxNumber: 2_000 },
        accessKeySeconds: DEFAULT_ACCESS_KEY_SECONDS,
        signingKey: Option.none(),
        dailyEmailAt: parseTimeOfDay(DEFAULT_DAILY_EMAIL_AT)!,
        ...overrides
      })
    )
}
