import type { PendingConfirmation, RedirectContext, Session } from "@redline/api"
import { ErrorCode, Messages } from "@redline/domain"
import { authDialogMachine, type AuthStart, type SignInAnswer } from "@redline/machines"
import { useMachine } from "@xstate/react"
import { useSetAtom } from "jotai"
import { useMemo, useRef } from "react"
import { fromPromise } from "xstate"
import { visitorApi } from "../api/api.ts"
import { ApiError } from "../api/request.ts"
import { storedSessionAtom, storedSessionOf } from "../session/sessionAtom.ts"
import { authRefusal } from "./authRefusal.ts"
import { type ReturnTo, returnOf } from "./redirectContext.ts"
import { solveBotCheck } from "./botCheck.ts"
import { signInRefusal } from "./signInRefusal.ts"
import { singleSignOnActors } from "./singleSignOnCalls.ts"

type AwaitingConfirmation = Pick<PendingConfirmation, "email" | "confirm_key">

const isSession = (answer: Session | AwaitingConfirmation): answer is Session => "access_key" in answer

/** Calls that reject, rejecting instead with the dialog's refusal in the spec's words. */
const refusing = <T>(call: Promise<T>, words: (error: unknown) => unknown): Promise<T> =>
  call.catch((error: unknown) => Promise.reject(words(error)))

/** Where the dialog was opened from, and what to tell it when a confirmation link says where to go back to. */
export interface AuthReturn {
  /** Sent with a sign-up or a sign-in, kept with the confirmation link the server mails. */
  readonly context?: RedirectContext | undefined
  readonly onReturn?: ((target: ReturnTo) => void) | undefined
  /** Where welcome's 'Register to bid' goes: registering, then back to finish what was started. */
  readonly registerToBidHref?: (() => string) | undefined
  /** The `redirect`, `action` and `subject` query a sign-in with a provider comes back with. */
  readonly query?: string | undefined
}

/**
 * The auth dialog's machine with the API calls behind it. A session a call answers is kept
 * here, before the dialog moves on, so whatever the dialog shows next is shown to a signed-in user.
 */
export function useAuthDialog(start: AuthStart, back: AuthReturn = {}) {
  const setStoredSession = useSetAtom(storedSessionAtom)
  const backRef = useRef(back)
  backRef.current = back
  const machine = useMemo(() => {
    const redirectOf = () => {
      const context = backRef.current.context
      return context === undefined ? {} : { redirect_context: context }
    }
    const answerOf = (answer: Session | AwaitingConfirmation): SignInAnswer => {
      if (!isSession(answer)) return { signedIn: false, email: answer.email, confirmKey: answer.confirm_key }
      setStoredSession(storedSessionOf(answer))
      return { signedIn: true, fresh: answer.fresh === true }
    }
    return authDialogMachine.provide({
      actors: {
        signIn: fromPromise(({ input }) =>
          refusing(visitorApi("auth.login", { body: { ...input, ...redirectOf() } }).then(answerOf), (error) => ({
            reason: error instanceof ApiError && error.errorCode === ErrorCode.bot_check_required ? "bot_check_required" : "refused",
            field: "form",
            message: signInRefusal(error)
          }))
        ),
        solveBotCheck: fromPromise(() => visitorApi("accounts.challenge").then(solveBotCheck)),
        register: fromPromise(({ input }) =>
          refusing(
            visitorApi("accounts.challenge")
              .then(solveBotCheck)
              .then((recaptcha) =>
                visitorApi("accounts.register", {
                  // creating the account is the agreement the legal line under the button states
                  body: { ...input, ...redirectOf(), daily_email: true, recaptcha, accept: true }
                })
              )
              .then(answerOf),
            (error) => authRefusal(error, { generic: Messages.somethingWentWrong })
          )
        ),
        resend: fromPromise(({ input }) =>
          refusing(visitorApi("accounts.resend", { body: { confirm_key: input.confirmKey } }), (error) => authRefusal(error))
        ),
        confirm: fromPromise(async ({ input }) => {
          const confirmed = await refusing(visitorApi("accounts.confirm", { body: { confirmation_token: input.token } }), (error) =>
            authRefusal(error)
          )
          // the link may be opened where no one signed in: the confirm key it answers gets the session
          const answer = await visitorApi("accounts.access", { query: { confirm_key: confirmed.confirm_key } }).then(answerOf, () =>
            answerOf(confirmed)
          )
          const target = answer.signedIn ? returnOf(confirmed.redirect_context, confirmed.redirect_url) : null
          // the welcome screen still shows for a fresh account (no action is on spec 2 §4's skip
          // list): its 'Continue browsing' and 'Register to bid' go on to the action from there
          if (target !== null) backRef.current.onReturn?.(target)
          return answer
        }),
        requestReset: fromPromise(({ input }) =>
          refusing(visitorApi("passwords.resetLink", { body: input }), (error) =>
            authRefusal(error, { rateLimited: Messages.tooManyResetRequests })
          )
        ),
        checkResetToken: fromPromise(({ input }) =>
          refusing(
            visitorApi("passwords.resetKey", { query: { reset_token: input.token } }).then(({ reset_key }) => ({ resetKey: reset_key })),
            (error) => authRefusal(error)
          )
        ),
        resetPassword: fromPromise(({ input }) =>
          refusing(visitorApi("passwords.reset", { body: { reset_key: input.resetKey, password: input.password } }), (error) =>
            authRefusal(error)
          )
        ),
        ...singleSignOnActors(answerOf)
      }
    })
  }, [setStoredSession])
  return useMachine(machine, { input: start })
}
