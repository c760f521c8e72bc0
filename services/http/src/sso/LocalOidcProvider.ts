import type { Provider } from "@redline/api"
import { isPrivateRelayEmail, normalizeEmail, providerLabel } from "@redline/domain"
import { Data, Effect } from "effect"
import { generateKeyPairSync, randomBytes } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import OidcProvider from "oidc-provider"
import { localOidcStore } from "./LocalOidcStore.ts"

/** The local provider's port is taken. */
export class LocalOidcPortInUse extends Data.TaggedError("LocalOidcPortInUse")<{ readonly port: number }> {}

export interface LocalOidcClient {
  readonly clientId: string
  readonly clientSecret: string
  readonly redirectUri: string
}

export interface LocalOidcProvider {
  readonly issuer: string
  readonly clients: ReadonlyMap<Provider, LocalOidcClient>
}

/**
 * The identity a login name stands for: a name with an @ is that e-mail address, verified
 * (a private-relay address is flagged private, as Apple does); a name without one is a person
 * who didn't share an e-mail, as Facebook allows.
 */
const localIdentityClaims = (login: string) => {
  const subject = login.trim().toLowerCase()
  if (!subject.includes("@")) return { sub: subject }
  const email = normalizeEmail(login)
  return { sub: subject, email, email_verified: true, ...(isPrivateRelayEmail(email) ? { is_private_email: true } : {}) }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

const signInPage = (stand: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local sign-in</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:4rem auto;padding:0 1rem;line-height:1.5}
input,button{font:inherit;padding:.5rem;width:100%;box-sizing:border-box;margin:.25rem 0}</style></head>
<body><h1>Sign in with ${escapeHtml(stand)}</h1>
<p>This local provider stands in for ${escapeHtml(stand)} on this Redline. Any e-mail address signs in as that person;
a name without an @ is someone who doesn't share an e-mail address.</p>
<form method="post"><label for="login">E-mail address or name</label>
<input id="login" name="login" required autofocus autocomplete="off"><button type="submit">Continue</button></form></body></html>`

const formBody = (request: IncomingMessage) =>
  new Promise<URLSearchParams>((resolve, reject) => {
    let body = ""
    request.setEncoding("utf8")
    request.on("data", (chunk: string) => {
      body += chunk
      if (body.length > 10_000) reject(new Error("Form too large"))
    })
    request.on("end", () => resolve(new URLSearchParams(body)))
    request.on("error", reject)
  })

/**
 * A real OpenID Connect provider (oidc-provider) on its own port, standing in for Google,
 * Facebook and Apple where they are not configured: in embedded mode and in tests. Its sign-in
 * page takes any e-mail address or name (`localIdentityClaims`); consent is skipped, as for a
 * first-party client. Its keys and state live in memory and are new on every start.
 */
export const startLocalOidcProvider = (options: {
  readonly listenHost: string
  readonly publicHost: string
  readonly port: number
  readonly redirectUris: ReadonlyMap<Provider, string>
}) =>
  Effect.gen(function* () {
    const server = createServer()
    const address = yield* Effect.async<AddressInfo, LocalOidcPortInUse>((resume) => {
      server.once("error", () => resume(Effect.fail(new LocalOidcPortInUse({ port: options.port }))))
      server.listen(options.port, options.listenHost, () => resume(Effect.succeed(server.address() as AddressInfo)))
    })
    yield* Effect.addFinalizer(() =>
      Effect.async<void>((resume) => {
        server.closeAllConnections()
        server.close(() => resume(Effect.void))
      })
    )

    const issuer = `http://${options.publicHost}:${address.port}`
    const clients = new Map(
      [...options.redirectUris].map(([provider, redirectUri]) => [
        provider,
        { clientId: `redline-${provider}`, clientSecret: randomBytes(24).toString("base64url"), redirectUri }
      ])
    )
    const standsFor = new Map([...clients].map(([provider, client]) => [client.clientId, providerLabel(provider)]))
    const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" })

    const provider = new OidcProvider(issuer, {
      clients: [...clients.values()].map((client) => ({
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"]
      })),
      adapter: localOidcStore(),
      jwks: { keys: [{ ...signingKey, use: "sig", alg: "RS256", kid: randomBytes(8).toString("hex") }] },
      claims: { openid: ["sub"], email: ["email", "email_verified", "is_private_email"] },
      cookies: { keys: [randomBytes(32).toString("base64url")] },
      // The e-mail goes in the ID token, as Google and Apple put it there.
      conformIdTokenClaims: false,
      // Seconds: a sign-in is over in minutes.
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, AuthorizationCode: 60, IdToken: 600 },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx, id) => ({ accountId: id, claims: () => localIdentityClaims(id) }),
      loadExistingGrant: async (ctx) => {
        const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId)
        if (grantId !== undefined) return ctx.oidc.provider.Grant.find(grantId)
        const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId })
        grant.addOIDCScope("openid email profile")
        await grant.save()
        return grant
      }
    })

    const interaction = async (request: IncomingMessage, response: ServerResponse) => {
      const details = await provider.interactionDetails(request, response)
      if (request.method === "POST") {
        const login = (await formBody(request)).get("login")?.trim() ?? ""
        if (login !== "") {
          await provider.interactionFinished(request, response, { login: { accountId: login } }, { mergeWithLastSubmission: false })
          return
        }
      }
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
      response.end(signInPage(standsFor.get(String(details.params["client_id"])) ?? "a provider"))
    }

    const callback = provider.callback()
    server.on("request", (request, response) => {
      if (!/^\/interaction\/[\w-]+$/.test(new URL(request.url ?? "/", issuer).pathname)) return callback(request, response)
      interaction(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(400, { "content-type": "text/plain" })
        response.end("This sign-in has expired. Go back to Redline and try again.")
      })
    })
    return { issuer, clients } satisfies LocalOidcProvider
  })
