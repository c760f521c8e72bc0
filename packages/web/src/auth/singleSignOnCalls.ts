import type { PendingConfirmation, Session } from "@redline/api"
import { ErrorCode, type SignInProvider } from "@redline/domain"
import type { ProviderAnswer, SignInAnswer } from "@redline/machines"
import { fromPromise } from "xstate"
import { visitorApi } from "../api/api.ts"
import { ApiError } from "../api/request.ts"
import { solveBotCheck } from "./botCheck.ts"
import { linkRefusal, providerSignInRefusal, providerSignUpRefusal } from "./providerRefusal.ts"

type Answered = (answer: Session | PendingConfirmation) => SignInAnswer

interface Landing {
  readonly provider: SignInProvider
  readonly code: string
  readonly state: string
}

const textOf = (value: unknown): string | null => (typeof value === "string" ? value : null)

/** The screen a refused provider sign-in leads to, or null when it is a refusal to show. */
function nextStepOf(error: unknown, credential: string): ProviderAnswer | null {
  if (!(error instanceof ApiError)) return null
  switch (error.errorCode) {
    case ErrorCode.sso_account_unknown:
      return {
        outcome: "unknown_account",
        credential,
        email: textOf(error.body["email"]),
        isPrivateEmail: error.body["is_private_email"] === true
      }
    case ErrorCode.sso_link_required:
      return { outcome: "link_required", credential, email: textOf(error.body["email"]) ?? "" }
    case ErrorCode.sso_email_required:
      return { outcome: "email_required" }
    default:
      return null
  }
}

async function signInAtLanding({ provider, code, state }: Landing, answered: Answered): Promise<ProviderAnswer> {
  const { credential } = await visitorApi("singleSignOn.callback", { path: { provider }, body: { code, state } })
  try {
    const answer = await visitorApi("auth.login", { body: { provider, credential } })
    return { outcome: "signed_in", answer: answered(answer) }
  } catch (error) {
    const next = nextStepOf(error, credential)
    if (next === null) throw error
    return next
  }
}

// A provider's code and state are good for one exchange, and React's development mode starts
// the dialog twice at once: the second start gets the answer of the first, still under way.
const landings = new Map<string, Promise<ProviderAnswer>>()

/**
 * The auth dialog's single sign-on calls (spec 2 §4, §7): the landing's code and state traded
 * for a credential (`POST auth/sso/{provider}/callback`) and signed in with (`POST auth/login`);
 * set username (`POST auth/users`, v2, with the bot check); verify linking (`POST auth/auth_source`).
 * `answered` keeps a session an answer holds.
 */
export function singleSignOnActors(answered: Answered) {
  return {
    providerSignIn: fromPromise<ProviderAnswer, Landing>(({ input }) => {
      const key = `${input.provider}:${input.state}`
      const underWay = landings.get(key)
      if (underWay !== undefined) return underWay
      const landing = signInAtLanding(input, answered)
        .catch((error: unknown) => Promise.reject(providerSignInRefusal(error, input.provider)))
        .finally(() => landings.delete(key))
      landings.set(key, landing)
      return landing
    }),
    providerSignUp: fromPromise<SignInAnswer, { provider: SignInProvider; credential: string; username: string; email: string }>(
      async ({ input: { provider, credential, username, email } }) => {
        try {
          const recaptcha = await solveBotCheck(await visitorApi("accounts.challenge"))
          // what a provider's sign-up leaves out reads as the contract's defaults: no password, no email given, not accepted
          const answer = await visitorApi("accounts.register", {
            body: { provider, credential, username, email, password: "", daily_email: true, recaptcha, accept: false }
          })
          return answered(answer)
        } catch (error) {
          throw providerSignUpRefusal(error, provider)
        }
      }
    ),
    linkAccount: fromPromise<SignInAnswer, { provider: SignInProvider; credential: string; email: string; password: string }>(
      async ({ input }) => {
        try {
          return answered(await visitorApi("singleSignOn.link", { body: input }))
        } catch (error) {
          throw linkRefusal(error, input.provider)
        }
      }
    )
  }
}
