import { HttpServerResponse } from "@effect/platform"
import {
  BadRequest,
  CurrentUser,
  DifferentProviderLinked,
  FieldsRequired,
  HandoverInvalid,
  IncorrectPassword,
  RedlineApi,
  SsoConnectionExpired,
  SsoConnectionFailed
} from "@redline/api"
import { accountAccessRefusal, Messages, unlinkLeavesNoSignIn } from "@redline/domain"
import { verifyPassword, currentDate } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"
import { accessRefusal } from "../auth/AccessRefusal.ts"
import { admit } from "../auth/Admission.ts"
import { BrowserHandshake } from "../auth/BrowserHandshake.ts"
import { SessionsRepo } from "../auth/SessionsRepo.ts"
import { SignInThrottle } from "../auth/SignInThrottle.ts"
import { clientAddress, RateLimits } from "../RateLimits.ts"
import { refuseIf } from "../Refuse.ts"
import { Handovers } from "./Handovers.ts"
import { landingPath } from "./IdentityProvider.ts"
import { SingleSignOn } from "./SingleSignOn.ts"
import { apiGroup } from "../ReadLanes.ts"

// As sign-in: linking checks a password.
const LINK_LIMIT = { max: 10, window: "1 minute" } as const

export const SingleSignOnHttpLive = apiGroup(RedlineApi, "singleSignOn", (handlers) =>
  Effect.gen(function* () {
    const sso = yield* SingleSignOn
    const sessions = yield* SessionsRepo
    const throttle = yield* SignInThrottle
    const handshakes = yield* BrowserHandshake
    const handovers = yield* Handovers
    const limits = yield* RateLimits
    const config = yield* AccountsConfig

    return handlers
      .handle("start", ({ path }) =>
        Effect.flatMap(currentDate, (at) => sso.start(path.provider, at)).pipe(
          Effect.map((url) => ({ authorization_url: url.toString() })),
          Effect.catchTag("SignOnFailed", () => Effect.fail(SsoConnectionFailed.default({ provider: path.provider })))
        )
      )
      .handle("callback", ({ path, payload }) =>
        Effect.gen(function* () {
          const { credential, identity } = yield* sso.finish(path.provider, payload.code, payload.state, yield* currentDate)
          return { provider: path.provider, credential, email: identity.email, is_private_email: identity.isPrivateEmail }
        }).pipe(Effect.catchTag("SignOnFailed", () => Effect.fail(SsoConnectionFailed.default({ provider: path.provider }))))
      )
      .handle("appleReturn", ({ payload }) =>
        Effect.sync(() => {
          const landing = new URL(`${config.publicUrl}${landingPath("apple")}`)
          for (const [name, value] of Object.entries(payload)) if (value !== undefined) landing.searchParams.set(name, value)
          return HttpServerResponse.redirect(landing, { status: 303 })
        })
      )
      .handle("link", ({ payload, request }) =>
        Effect.gen(function* () {
          if (payload.password === "") return yield* Effect.fail(FieldsRequired.of(Messages.enterPassword))
          const email = payload.email.trim().toLowerCase()
          const address = clientAddress(request.headers)
          yield* limits.enforce(`link:${address}:${email}`, LINK_LIMIT.max, LINK_LIMIT.window)
          // No bot check here: linking needs the provider to vouch for this very e-mail address first.
          yield* throttle.awaitTurn(address)
          const at = yield* currentDate
          const handshake = Option.getOrNull(yield* handshakes.ofRequest(request, at))
          const identity = yield* sso.identityOf(payload.provider, payload.credential, at)
          if (Option.isNone(identity)) return yield* Effect.fail(SsoConnectionExpired.default({ provider: payload.provider }))

          const found = yield* sessions.accountByEmail(email)
          if (Option.isNone(found)) return yield* Effect.fail(IncorrectPassword.default())
          const account = found.value
          yield* refuseIf(accountAccessRefusal(account, at), accessRefusal)
          // No password to prove the account with: it signs in through another provider.
          if (account.passwordHash === null) return yield* Effect.fail(DifferentProviderLinked.default())
          if (!(yield* verifyPassword(account.passwordHash, payload.password))) {
            yield* throttle.failed(address, email)
            return yield* Effect.fail(IncorrectPassword.default())
          }
          yield* throttle.succeeded(email)
          if (!(yield* sso.link(account.id, identity.value))) return yield* Effect.fail(DifferentProviderLinked.default())
          yield* sso.spend(payload.credential, at)
          return yield* admit(account, at, handshake)
        })
      )
      .handle("unlink", ({ urlParams }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const account = Option.getOrThrow(yield* sessions.accountById(user.id))
          const sources = yield* sso.sourcesOf(user.id)
          const linked = { hasPassword: account.passwordHash !== null, linked: sources.map(({ source }) => source) }
          if (unlinkLeavesNoSignIn(linked, urlParams.source)) {
            return yield* Effect.fail(BadRequest.of("Set a password before you disconnect your only way to sign in."))
          }
          yield* sso.unlink(user.id, urlParams.source)
          const others = sources.filter((source) => source.source !== urlParams.source)
          return { auth_sources: others.map(({ source, email }) => ({ source, email })) }
        })
      )
      .handle("handoverToken", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const { token, expiresAt } = yield* handovers.issue(user.id, yield* currentDate)
          return { handover_token: token, expires_at: expiresAt.toISOString() }
        })
      )
      .handle("handover", ({ payload, request }) =>
        Effect.gen(function* () {
          const at = yield* currentDate
          const handshake = Option.getOrNull(yield* handshakes.ofRequest(request, at))
          const userId = yield* handovers.take(payload.handover_token, at)
          if (Option.isNone(userId)) return yield* Effect.fail(HandoverInvalid.default())
          const account = Option.getOrThrow(yield* sessions.accountById(userId.value))
          if (account.banned) return yield* Effect.fail(HandoverInvalid.default())
          return yield* sessions.open(account.id, at, handshake)
        })
      )
  })
).pipe(Layer.provide(Handovers.Default))
