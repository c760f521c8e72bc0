import { Apple, CodeChallengeMethod, decodeIdToken, Facebook, Google, OAuth2Client } from "arctic"
import type { LocalOidcClient } from "./LocalOidcProvider.ts"
import type { IdentityProvider, ProviderIdentity } from "./IdentityProvider.ts"

/*
 * The ID tokens below come straight from the provider's token endpoint over TLS, in exchange for
 * the code and its verifier, so they are trusted without checking their signatures (OpenID
 * Connect Core 3.1.3.7).
 */

const identityOfIdToken = (idToken: string): ProviderIdentity => {
  const claims = decodeIdToken(idToken) as {
    readonly sub: string
    readonly email?: string
    readonly email_verified?: boolean | string
    readonly is_private_email?: boolean | string
  }
  return {
    subject: claims.sub,
    email: claims.email ?? null,
    // Apple sends these flags as strings.
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    isPrivateEmail: claims.is_private_email === true || claims.is_private_email === "true"
  }
}

const OPENID_SCOPES = ["openid", "email", "profile"]

export const googleProvider = (clientId: string, clientSecret: string, redirectUri: string): IdentityProvider => {
  const google = new Google(clientId, clientSecret, redirectUri)
  return {
    authorizationUrl: (state, codeVerifier) => google.createAuthorizationURL(state, codeVerifier, OPENID_SCOPES),
    identify: async (code, codeVerifier) => identityOfIdToken((await google.validateAuthorizationCode(code, codeVerifier)).idToken())
  }
}

/**
 * Facebook is OAuth 2 without ID tokens: the person is read from the Graph API (spec 2 §4:
 * public_profile and email). `auth_type=rerequest` makes Facebook ask again for an e-mail
 * permission the person declined before, which is what 'Go back' on email required relies on.
 */
export const facebookProvider = (clientId: string, clientSecret: string, redirectUri: string): IdentityProvider => {
  const facebook = new Facebook(clientId, clientSecret, redirectUri)
  return {
    authorizationUrl: (state) => {
      const url = facebook.createAuthorizationURL(state, ["public_profile", "email"])
      url.searchParams.set("auth_type", "rerequest")
      return url
    },
    identify: async (code) => {
      const tokens = await facebook.validateAuthorizationCode(code)
      const url = new URL("https://graph.facebook.com/me")
      url.searchParams.set("fields", "id,email")
      url.searchParams.set("access_token", tokens.accessToken())
      const response = await fetch(url)
      if (!response.ok) throw new Error(`Facebook answered ${response.status}`)
      const person = (await response.json()) as { readonly id: string; readonly email?: string }
      return { subject: person.id, email: person.email ?? null, emailVerified: person.email !== undefined, isPrivateEmail: false }
    }
  }
}

export const appleProvider = (
  options: { readonly clientId: string; readonly teamId: string; readonly keyId: string; readonly privateKey: string },
  redirectUri: string
): IdentityProvider => {
  const pkcs8 = Buffer.from(options.privateKey.replace(/-----[^-]+-----|\s/g, ""), "base64")
  const apple = new Apple(options.clientId, options.teamId, options.keyId, pkcs8, redirectUri)
  return {
    authorizationUrl: (state) => {
      const url = apple.createAuthorizationURL(state, ["name", "email"])
      // Apple sends name and e-mail only in a posted answer.
      url.searchParams.set("response_mode", "form_post")
      return url
    },
    identify: async (code) => identityOfIdToken((await apple.validateAuthorizationCode(code)).idToken())
  }
}

/** The local OpenID Connect provider of the embedded mode and tests, with PKCE like Google. */
export const localProvider = (issuer: string, client: LocalOidcClient): IdentityProvider => {
  const oauth = new OAuth2Client(client.clientId, client.clientSecret, client.redirectUri)
  return {
    authorizationUrl: (state, codeVerifier) =>
      oauth.createAuthorizationURLWithPKCE(`${issuer}/auth`, state, CodeChallengeMethod.S256, codeVerifier, OPENID_SCOPES),
    identify: async (code, codeVerifier) =>
      identityOfIdToken((await oauth.validateAuthorizationCode(`${issuer}/token`, code, codeVerifier)).idToken())
  }
}
