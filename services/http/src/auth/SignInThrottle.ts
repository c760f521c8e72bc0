import { BotCheckRequired, RateLimited } from "@redline/api"
import { Messages, SIGN_IN_THROTTLE, signInNeedsBotCheck, signInWaitSeconds } from "@redline/domain"
import { Clock, Effect, Option } from "effect"
import { BotCheck } from "../accounts/BotCheck.ts"
import { RateLimits, retryAfter } from "../RateLimits.ts"

const addressFailures = (address: string) => `sign-in-failures:${address}`
const emailFailures = (email: string) => `sign-in-failures:email:${email}`

/**
 * Slows password guessing without ever keeping the owner out (`SIGN_IN_THROTTLE`): an address
 * that failed too often waits, longer each time; an e-mail address that failed a few times,
 * from wherever, needs the bot check's proof of work with each try. Failures are counted in
 * the shared rate limits, so every API process sees the same.
 */
export class SignInThrottle extends Effect.Service<SignInThrottle>()("@redline/http/SignInThrottle", {
  effect: Effect.gen(function* () {
    const limits = yield* RateLimits
    const botCheck = yield* BotCheck

    /** Refuses a try from an address still waiting after its latest failure, saying when to come back (`Retry-After`). */
    const awaitTurn = (address: string): Effect.Effect<void, RateLimited> =>
      Effect.gen(function* () {
        const tally = yield* limits.tally(addressFailures(address), SIGN_IN_THROTTLE.window)
        if (Option.isNone(tally)) return
        const until = new Date(tally.value.lastAt.getTime() + signInWaitSeconds(tally.value.count) * 1000)
        if (until.getTime() <= (yield* Clock.currentTimeMillis)) return
        yield* retryAfter(until)
        return yield* Effect.fail(RateLimited.of(Messages.tooManySignIns))
      })

    /** A sign-in's turn: the address's wait, then the bot check's proof (`recaptcha`) once the e-mail address failed a few times. */
    const admit = (address: string, email: string, proof: string | undefined): Effect.Effect<void, RateLimited | BotCheckRequired> =>
      Effect.gen(function* () {
        yield* awaitTurn(address)
        const failures = yield* limits.tally(emailFailures(email), SIGN_IN_THROTTLE.window)
        if (!signInNeedsBotCheck(Option.match(failures, { onNone: () => 0, onSome: (tally) => tally.count }))) return
        if (proof === undefined || !(yield* botCheck.verify(proof))) return yield* Effect.fail(BotCheckRequired.default())
      })

    /** A wrong password (or an unknown e-mail address), counted for the address and the e-mail address. */
    const failed = (address: string, email: string) =>
      Effect.zipRight(
        limits.count(addressFailures(address), SIGN_IN_THROTTLE.window),
        limits.count(emailFailures(email), SIGN_IN_THROTTLE.window)
      )

    /** The owner proved the account (the right password, a reset): its e-mail address starts afresh. */
    const succeeded = (email: string) => limits.forget(emailFailures(email))

    return { admit, awaitTurn, failed, succeeded } as const
  })
}) {}
