import { Config, ConfigError, Effect, Either, Layer, Option, Redacted } from "effect"
import { CLOUDFLARE_API_URL, type CloudflareStreamSettings, cloudflareStreamLayer } from "./CloudflareStream.ts"
import { localVideoHostLayer } from "./LocalVideoHost.ts"

const nonEmpty = (name: string) =>
  Config.option(Config.redacted(name)).pipe(Config.map(Option.filter((value) => Redacted.value(value).trim() !== "")))

/**
 * Cloudflare Stream when CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_STREAM_TOKEN are both set (at
 * CLOUDFLARE_API_URL, Cloudflare's API unless told), none when both are unset; one without the
 * other is a configuration mistake, said at start-up rather than at the first upload.
 */
export const cloudflareStreamSettings: Config.Config<Option.Option<CloudflareStreamSettings>> = Config.all({
  accountId: nonEmpty("CLOUDFLARE_ACCOUNT_ID"),
  token: nonEmpty("CLOUDFLARE_STREAM_TOKEN"),
  apiUrl: Config.string("CLOUDFLARE_API_URL").pipe(Config.withDefault(CLOUDFLARE_API_URL))
}).pipe(
  Config.mapOrFail(({ accountId, token, apiUrl }) => {
    if (Option.isNone(accountId) && Option.isNone(token)) return Either.right(Option.none())
    if (Option.isSome(accountId) && Option.isSome(token)) {
      return Either.right(Option.some({ apiUrl, accountId: Redacted.value(accountId.value).trim(), token: token.value }))
    }
    return Either.left(ConfigError.InvalidData([], "CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_STREAM_TOKEN are set together, or neither"))
  })
)

/** The video host the environment names: Cloudflare Stream, or the local video host. */
export const videoHostFromEnv = Layer.unwrapEffect(
  Effect.map(cloudflareStreamSettings, Option.match({
    onNone: () => localVideoHostLayer(),
    onSome: cloudflareStreamLayer
  }))
)
