import type { Provider } from "@redline/api"
import { Context } from "effect"

/** Who the provider says the person is. */
export interface ProviderIdentity {
  readonly subject: string
  /** Null when the person didn't share one (Facebook lets them decline). */
  readonly email: string | null
  readonly emailVerified: boolean
  /** Apple's hide-my-email relay address. */
  readonly isPrivateEmail: boolean
}

/** One OAuth 2 / OpenID Connect provider: where to send the browser, and who came back. */
export interface IdentityProvider {
  readonly authorizationUrl: (state: string, codeVerifier: string) => URL
  /** Trades the authorization code the provider sent back for the person's identity. */
  readonly identify: (code: string, codeVerifier: string) => Promise<ProviderIdentity>
}

/** The providers this deployment signs in with; one not listed is not offered. */
export class IdentityProviders extends Context.Tag("@redline/http/IdentityProviders")<
  IdentityProviders,
  ReadonlyMap<Provider, IdentityProvider>
>() {}

/** Where each provider sends the browser back: the client's landing routes (spec 2 §2). */
export const landingPath = (provider: Provider) =>
  provider === "facebook" ? "/auth/fb/" : `/auth/${provider}`
