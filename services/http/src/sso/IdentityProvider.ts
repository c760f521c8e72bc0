import type { Provider } from "@redline/api"

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

/** Where each provider sends the browser back: the client's landing routes (spec 2 §2). */
export const landingPath = (provider: Provider) => (provider === "facebook" ? "/auth/fb/" : `/auth/${provider}`)
