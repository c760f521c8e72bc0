import type { Provider } from "@redline/api"
import { SIGN_IN_PROVIDERS } from "@redline/domain"
import { AppConfig } from "@redline/infra"
import { Config, Effect, Layer, Option, Redacted } from "effect"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"
import { appleProvider, facebookProvider, googleProvider, localProvider } from "./ArcticProviders.ts"
import { type IdentityProvider, landingPath } from "./IdentityProvider.ts"
import { startLocalOidcProvider } from "./LocalOidcProvider.ts"

export interface ClientCredentials {
  readonly clientId: string
  readonly clientSecret: Redacted.Redacted
}

export interface SingleSignOnSettings {
  readonly google: Option.Option<ClientCredentials>
  readonly facebook: Option.Option<ClientCredentials>
  readonly apple: Option.Option<{
    readonly clientId: string
    readonly teamId: string
    readonly keyId: string
    readonly privateKey: Redacted.Redacted
  }>
  /** Where the local OpenID Connect provider listens, standing in for providers not configured; none: they are not offered. */
  readonly local: Option.Option<{ readonly host: string; readonly port: number }>
}

const clientCredentials = (prefix: string) =>
  Config.option(Config.all({ clientId: Config.string(`${prefix}_CLIENT_ID`), clientSecret: Config.redacted(`${prefix}_CLIENT_SECRET`) }))

/**
 * Each provider is real when its variables are set. The local provider, which vouches for any
 * e-mail it is told, stands in for the others where stand-ins serve (a loopback HOST, or
 * STAND_INS=true), unless LOCAL_SSO says otherwise; elsewhere a provider not configured is not offered.
 */
export const singleSignOnSettings = Effect.gen(function* () {
  const app = yield* AppConfig
  return yield* Config.all({
    google: clientCredentials("GOOGLE"),
    facebook: clientCredentials("FACEBOOK"),
    apple: Config.option(
      Config.all({
        clientId: Config.string("APPLE_CLIENT_ID"),
        teamId: Config.string("APPLE_TEAM_ID"),
        keyId: Config.string("APPLE_KEY_ID"),
        privateKey: Config.redacted("APPLE_PRIVATE_KEY")
      })
    ),
    local: Config.all({
      enabled: Config.boolean("LOCAL_SSO").pipe(Config.withDefault(app.standIns)),
      // Any free port: the browser learns the provider's address from each authorization URL.
      port: Config.integer("LOCAL_SSO_PORT").pipe(
        Config.withDefault(0),
        Config.validate({
          message: "LOCAL_SSO_PORT must be a port number, or 0 for any free port",
          validation: (port) => port >= 0 && port <= 65_535
        })
      )
    }).pipe(Config.map(({ enabled, port }) => (enabled ? Option.some({ host: app.host, port }) : Option.none())))
  })
})

/** The providers of the settings; starting the local provider when one of them needs it. */
const providersOf = (settings: SingleSignOnSettings) =>
  Effect.gen(function* () {
    const { publicUrl } = yield* AccountsConfig
    const redirectUri = (provider: Provider) => `${publicUrl}${landingPath(provider)}`
    const providers = new Map<Provider, IdentityProvider>()
    Option.map(settings.google, (google) =>
      providers.set("google", googleProvider(google.clientId, Redacted.value(google.clientSecret), redirectUri("google")))
    )
    Option.map(settings.facebook, (facebook) =>
      providers.set("facebook", facebookProvider(facebook.clientId, Redacted.value(facebook.clientSecret), redirectUri("facebook")))
    )
    // Apple posts its answer, to the API, which forwards the browser to the landing route.
    Option.map(settings.apple, (apple) =>
      providers.set(
        "apple",
        appleProvider({ ...apple, privateKey: Redacted.value(apple.privateKey) }, `${publicUrl}/api/v1/auth/sso/apple/return`)
      )
    )

    const standIns = SIGN_IN_PROVIDERS.filter((provider) => !providers.has(provider))
    if (standIns.length > 0 && Option.isSome(settings.local)) {
      const listenHost = settings.local.value.host
      const local = yield* startLocalOidcProvider({
        listenHost,
        // Listening everywhere, it is reached by the site's own host name, as the site is.
        publicHost: listenHost === "0.0.0.0" || listenHost === "::" ? new URL(publicUrl).hostname : listenHost,
        port: settings.local.value.port,
        redirectUris: new Map(standIns.map((provider) => [provider, redirectUri(provider)]))
      })
      for (const [provider, client] of local.clients) providers.set(provider, localProvider(local.issuer, client))
    }
    return { offered: providers as ReadonlyMap<Provider, IdentityProvider> }
  })

/**
 * The providers this deployment signs in with, as the environment configures them; one not
 * offered is not listed. `Test` offers every provider through the local OpenID Connect provider,
 * on a free port of the loopback interface.
 */
export class IdentityProviders extends Effect.Service<IdentityProviders>()("@redline/http/IdentityProviders", {
  scoped: Effect.flatMap(singleSignOnSettings, providersOf)
}) {
  static readonly Test = Layer.scoped(
    IdentityProviders,
    providersOf({
      google: Option.none(),
      facebook: Option.none(),
      apple: Option.none(),
      local: Option.some({ host: "127.0.0.1", port: 0 })
    }).pipe(Effect.map(IdentityProviders.make), Effect.orDie)
  )
}
