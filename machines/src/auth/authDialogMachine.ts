import { Messages, type SignInProvider, ssoEmailRequired } from "@redline/domain"
import { and, assign, fromPromise, setup } from "xstate"

/** The auth dialog's screens (spec 2 §2), by the spec's names. */
export type AuthScreen =
  | "signin"
  | "signup"
  | "confirmation"
  | "verifyemail"
  | "forgotpassword"
  | "setpassword"
  | "setusername"
  | "resetpassword"
  | "welcome"
  | "emailrequired"
  | "verifylinking"

/** The provider sent the browser back to its landing route (spec 2 §2, /auth/...) with a code and a state. */
export interface ProviderLanding {
  readonly provider: SignInProvider
  readonly code: string
  readonly state: string
  /**
   * The sign-in began on another page (a redirect context), which a new account goes back to
   * instead of the welcome screen (spec 2 §4).
   */
  readonly backToReferrer: boolean
}

/**
 * Where a link or a route opens the dialog: on a screen, or at a provider's landing, which
 * finishes signing in with the provider first. The other screens are reached through the flow.
 */
export type AuthStart =
  /** `notice` is the sign-in screen's, when the route says why the user is asked to sign in again. */
  | { readonly screen: "signin"; readonly notice?: SessionNotice }
  | { readonly screen: "signup" | "forgotpassword" }
  | { readonly screen: "verifyemail" | "resetpassword"; readonly token: string }
  | ({ readonly screen: "provider" } & ProviderLanding)

const WITHOUT_HELP_LINK: ReadonlyArray<AuthScreen> = ["signin", "signup", "welcome", "confirmation", "resetpassword", "verifyemail"]

/** The help link shows on every screen but these (spec 2 §2). */
export const showsHelpLink = (screen: AuthScreen): boolean => !WITHOUT_HELP_LINK.includes(screen)

/**
 * Why the sign-in screen shows a notice (spec 2 §2 screen 2), and the forgot-password screen
 * (screen 6): 'token' after an invalid link, 'session' after any other failure of the session.
 */
export type SessionNotice = "confirmed" | "token" | "session"

/** Where a refusal's words go: under a field or over the whole form. */
export type RefusalField = "form" | "email" | "username" | "password"

/**
 * A refusal of a call, in the spec's words, as the app's actors reject with it. `reason` is what
 * the dialog acts on: an existing e-mail sends sign-up back to step 1, an invalid link shows
 * the token notice, a sign-in that needs the bot check solves it and tries again.
 */
export interface AuthRefusal {
  readonly reason: "email_exists" | "token_invalid" | "bot_check_required" | "refused"
  readonly field: RefusalField
  readonly message: string
}

const isAuthRefusal = (error: unknown): error is AuthRefusal =>
  typeof error === "object" && error !== null && "reason" in error && "message" in error && "field" in error

const refusalOf = (error: unknown): AuthRefusal =>
  isAuthRefusal(error) ? error : { reason: "refused", field: "form", message: Messages.errorTryAgain }

/** What signing in or signing up answers: a session, or a confirm key while the e-mail is unconfirmed. */
export type SignInAnswer =
  { readonly signedIn: true; readonly fresh: boolean } | { readonly signedIn: false; readonly email: string; readonly confirmKey: string }

export interface Credentials {
  readonly email: string
  readonly password: string
}

/** A sign-in as sent: the credentials, with the bot check's solved challenge once the server asked for it. */
export interface SignInAttempt extends Credentials {
  readonly recaptcha?: string
}

export interface NewAccount extends Credentials {
  readonly username: string
}

/**
 * What signing in with a provider's answer leads to (spec 2 §4 'Single-sign-on check'): a
 * session (or, for an unconfirmed account, the verify notice), or the screen that comes next,
 * with the credential that stands for the provider's answer on that screen's call.
 */
export type ProviderAnswer =
  | { readonly outcome: "signed_in"; readonly answer: SignInAnswer }
  | { readonly outcome: "unknown_account"; readonly credential: string; readonly email: string | null; readonly isPrivateEmail: boolean }
  | { readonly outcome: "link_required"; readonly credential: string; readonly email: string }
  | { readonly outcome: "email_required" }

/** Only a provider's landing signs in with a provider: its screens are reached from there alone. */
const landingOf = (start: AuthStart): ProviderLanding => {
  if (start.screen !== "provider") throw new Error("The auth dialog signs in with a provider only from a provider's landing")
  return start
}

/** The provider's answer once it is known to have signed in: its other outcomes lead to their screens first. */
const signInAnswerOf = (answer: ProviderAnswer): SignInAnswer => {
  if (answer.outcome !== "signed_in") throw new Error(`The provider's answer ${answer.outcome} did not sign in`)
  return answer.answer
}

/** The calls that sign in, by the ids the dialog invokes them with. */
export type SignInCall = "signIn" | "register" | "confirm" | "providerSignIn" | "providerSignUp" | "linkAccount"

/** A call that signed in, with its answer: together they decide where the dialog goes next. */
export interface Answered {
  readonly call: SignInCall
  readonly answer: SignInAnswer
}

/** Sign-up with an e-mail or with a provider: a new account is welcomed whether or not its session is fresh. */
const NEW_ACCOUNT: ReadonlyArray<SignInCall> = ["register", "providerSignUp"]

export interface AuthDialogContext {
  readonly start: AuthStart
  readonly email: string
  readonly confirmKey: string | null
  readonly resetKey: string | null
  readonly provider: SignInProvider | null
  /** Stands for the provider's answer on the set-username and verify-linking calls. */
  readonly credential: string
  /** Set username asks for an e-mail: the provider's is missing, private or a relay (spec 2 §5). */
  readonly asksEmail: boolean
  readonly notice: SessionNotice | null
  /** Sign-up step 1 after the server said the e-mail is registered. */
  readonly emailExists: boolean
  readonly refusal: AuthRefusal | null
  /** The last call that signed in, which `signedIn` routes by. */
  readonly answered: Answered | null
  /** The sign-in being sent, kept while the bot check is solved for it. */
  readonly signingIn: SignInAttempt | null
}

export type AuthDialogEvent =
  /** A link between screens. */
  | { readonly type: "SHOW"; readonly screen: "signin" | "signup" | "forgotpassword" }
  | ({ readonly type: "SIGN_IN" } & Credentials)
  /** Sign-up step 1, already checked and lower-cased. */
  | { readonly type: "CHOOSE_EMAIL"; readonly email: string }
  /** Sign-up step 2. */
  | { readonly type: "CREATE_ACCOUNT"; readonly username: string; readonly password: string }
  | { readonly type: "RESEND" }
  | { readonly type: "REQUEST_RESET"; readonly email: string }
  | { readonly type: "RESET_PASSWORD"; readonly password: string }
  /** Set username; `email` is the one typed where the screen asks for it. */
  | { readonly type: "CHOOSE_USERNAME"; readonly username: string; readonly email: string }
  | { readonly type: "LINK_ACCOUNT"; readonly password: string }
  | { readonly type: "GO_BACK" }

const notProvided = (effect: string) => new Error(`The auth dialog's ${effect} is provided by the app.`)

/**
 * The auth dialog (spec 2 §2, §4). Every call is a provided actor that rejects with an
 * `AuthRefusal`; keeping the session is the sign-in actors' business, and the final state
 * `authenticated` tells the app to close the dialog and carry on.
 */
export const authDialogMachine = setup({
  types: {
    context: {} as AuthDialogContext,
    events: {} as AuthDialogEvent,
    input: {} as AuthStart
  },
  actors: {
    signIn: fromPromise<SignInAnswer, SignInAttempt>(() => Promise.reject(notProvided("sign-in call"))),
    /** Solves a fresh challenge of the bot check (sign-up's), answering what the sign-in sends as `recaptcha`. */
    solveBotCheck: fromPromise<string>(() => Promise.reject(notProvided("bot check"))),
    register: fromPromise<SignInAnswer, NewAccount>(() => Promise.reject(notProvided("sign-up call"))),
    resend: fromPromise<unknown, { confirmKey: string }>(() => Promise.reject(notProvided("resend call"))),
    /** Confirms the e-mail link's token and gets the session with the confirm key it answers. */
    confirm: fromPromise<SignInAnswer, { token: string }>(() => Promise.reject(notProvided("confirm call"))),
    requestReset: fromPromise<unknown, { email: string }>(() => Promise.reject(notProvided("reset link call"))),
    checkResetToken: fromPromise<{ resetKey: string }, { token: string }>(() => Promise.reject(notProvided("reset token check"))),
    resetPassword: fromPromise<{ email: string }, { resetKey: string; password: string }>(() => Promise.reject(notProvided("reset call"))),
    /** Trades the landing's code and state for a credential, and signs in with it. */
    providerSignIn: fromPromise<ProviderAnswer, { provider: SignInProvider; code: string; state: string }>(() =>
      Promise.reject(notProvided("provider sign-in call"))
    ),
    providerSignUp: fromPromise<SignInAnswer, { provider: SignInProvider; credential: string; username: string; email: string }>(() =>
      Promise.reject(notProvided("provider sign-up call"))
    ),
    linkAccount: fromPromise<SignInAnswer, { provider: SignInProvider; credential: string; email: string; password: string }>(() =>
      Promise.reject(notProvided("link call"))
    )
  },
  guards: {
    startsAt: ({ context }, params: { screen: AuthStart["screen"] }) => context.start.screen === params.screen,
    providerLeadsTo: (_, params: { answer: ProviderAnswer; outcome: ProviderAnswer["outcome"] }) =>
      params.answer.outcome === params.outcome,
    refusedFor: (_, params: { error: unknown; reason: AuthRefusal["reason"] }) => refusalOf(params.error).reason === params.reason,
    /** The server wants the bot check for a sign-in sent without its proof. */
    asksBotCheck: ({ context }, params: { error: unknown }) =>
      refusalOf(params.error).reason === "bot_check_required" && context.signingIn?.recaptcha === undefined,
    awaitsConfirmation: ({ context }) => context.answered?.answer.signedIn === false,
    /** The confirmation link answered: it confirms the e-mail, but may find no session to sign in with. */
    byConfirmationLink: ({ context }) => context.answered?.call === "confirm",
    /** A new account made with a provider, from a landing that began on another page. */
    backToReferrer: ({ context }) => context.answered?.call === "providerSignUp" && landingOf(context.start).backToReferrer,
    welcomes: ({ context }) => {
      const answered = context.answered
      return answered !== null && (NEW_ACCOUNT.includes(answered.call) || (answered.answer.signedIn && answered.answer.fresh))
    }
  },
  actions: {
    keepAnswer: assign((_, answered: Answered) => ({ answered })),
    awaitConfirmation: assign(({ context }) => {
      const answer = context.answered?.answer
      return answer === undefined || answer.signedIn ? {} : { email: answer.email, confirmKey: answer.confirmKey, refusal: null }
    }),
    meetProviderAccount: assign((_, answer: ProviderAnswer) =>
      answer.outcome === "unknown_account" || answer.outcome === "link_required"
        ? {
            credential: answer.credential,
            email: answer.email ?? "",
            asksEmail: answer.outcome === "unknown_account" && ssoEmailRequired(answer),
            refusal: null
          }
        : {}
    ),
    refuse: assign((_, params: { error: unknown }) => ({ refusal: refusalOf(params.error) })),
    clearRefusal: assign({ refusal: null })
  }
}).createMachine({
  id: "authDialog",
  context: ({ input }) => ({
    start: input,
    email: "",
    confirmKey: null,
    resetKey: null,
    provider: input.screen === "provider" ? input.provider : null,
    credential: "",
    asksEmail: false,
    notice: input.screen === "signin" ? (input.notice ?? null) : null,
    emailExists: false,
    refusal: null,
    answered: null,
    signingIn: null
  }),
  initial: "opening",
  on: {
    SHOW: [
      { guard: ({ event }) => event.screen === "signup", target: ".signup", actions: assign({ refusal: null, emailExists: false }) },
      {
        guard: ({ event }) => event.screen === "forgotpassword",
        target: ".forgotpassword",
        actions: assign({ refusal: null, notice: null })
      },
      { target: ".signin", actions: assign({ refusal: null }) }
    ]
  },
  states: {
    opening: {
      always: [
        { guard: { type: "startsAt", params: { screen: "signup" } }, target: "signup" },
        { guard: { type: "startsAt", params: { screen: "forgotpassword" } }, target: "forgotpassword" },
        { guard: { type: "startsAt", params: { screen: "verifyemail" } }, target: "verifyemail" },
        { guard: { type: "startsAt", params: { screen: "resetpassword" } }, target: "resetpassword" },
        { guard: { type: "startsAt", params: { screen: "provider" } }, target: "connecting" },
        { target: "signin" }
      ]
    },
    connecting: {
      invoke: {
        src: "providerSignIn",
        id: "providerSignIn",
        input: ({ context }) => {
          const { provider, code, state } = landingOf(context.start)
          return { provider, code, state }
        },
        onDone: [
          {
            guard: { type: "providerLeadsTo", params: ({ event }) => ({ answer: event.output, outcome: "unknown_account" }) },
            target: "setusername",
            actions: { type: "meetProviderAccount", params: ({ event }) => event.output }
          },
          {
            guard: { type: "providerLeadsTo", params: ({ event }) => ({ answer: event.output, outcome: "link_required" }) },
            target: "verifylinking",
            actions: { type: "meetProviderAccount", params: ({ event }) => event.output }
          },
          {
            guard: { type: "providerLeadsTo", params: ({ event }) => ({ answer: event.output, outcome: "email_required" }) },
            target: "emailrequired"
          },
          {
            target: "signedIn",
            actions: { type: "keepAnswer", params: ({ event }) => ({ call: "providerSignIn", answer: signInAnswerOf(event.output) }) }
          }
        ],
        // locked, disabled or a connection problem: signing in another way is left
        onError: { target: "signin", actions: { type: "refuse", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    signin: {
      initial: "editing",
      states: {
        editing: {
          on: {
            SIGN_IN: {
              target: "sending",
              actions: assign(({ event }) => ({
                email: event.email,
                refusal: null,
                signingIn: { email: event.email, password: event.password }
              }))
            }
          }
        },
        sending: {
          invoke: {
            src: "signIn",
            id: "signIn",
            input: ({ context }) => context.signingIn ?? { email: "", password: "" },
            onDone: {
              target: "#authDialog.signedIn",
              actions: [
                { type: "keepAnswer", params: ({ event }) => ({ call: "signIn", answer: event.output }) },
                assign({ signingIn: null })
              ]
            },
            onError: [
              // after a few failures for this e-mail the server wants the bot check: solved once per try, then sent again
              {
                guard: { type: "asksBotCheck", params: ({ event }) => ({ error: event.error }) },
                target: "proving"
              },
              {
                target: "editing",
                actions: [{ type: "refuse", params: ({ event }) => ({ error: event.error }) }, assign({ signingIn: null })]
              }
            ]
          }
        },
        proving: {
          invoke: {
            src: "solveBotCheck",
            id: "solveBotCheck",
            onDone: {
              target: "sending",
              actions: assign(({ context, event }) => ({
                signingIn: context.signingIn === null ? null : { ...context.signingIn, recaptcha: event.output }
              }))
            },
            onError: {
              target: "editing",
              actions: [{ type: "refuse", params: ({ event }) => ({ error: event.error }) }, assign({ signingIn: null })]
            }
          }
        }
      }
    },
    signup: {
      on: {
        CHOOSE_EMAIL: { target: "setpassword", actions: assign(({ event }) => ({ email: event.email, emailExists: false, refusal: null })) }
      }
    },
    setpassword: {
      initial: "editing",
      on: { GO_BACK: { target: "signup", actions: "clearRefusal" } },
      states: {
        editing: { on: { CREATE_ACCOUNT: { target: "sending", actions: "clearRefusal" } } },
        sending: {
          invoke: {
            src: "register",
            id: "register",
            input: ({ context, event }) =>
              event.type === "CREATE_ACCOUNT"
                ? { email: context.email, username: event.username, password: event.password }
                : { email: context.email, username: "", password: "" },
            onDone: {
              target: "#authDialog.signedIn",
              actions: { type: "keepAnswer", params: ({ event }) => ({ call: "register", answer: event.output }) }
            },
            onError: [
              {
                guard: { type: "refusedFor", params: ({ event }) => ({ error: event.error, reason: "email_exists" }) },
                target: "#authDialog.signup",
                actions: assign({ emailExists: true, refusal: null })
              },
              { target: "editing", actions: { type: "refuse", params: ({ event }) => ({ error: event.error }) } }
            ]
          }
        }
      }
    },
    confirmation: {
      initial: "waiting",
      states: {
        waiting: { on: { RESEND: "resending" } },
        resending: {
          invoke: {
            src: "resend",
            id: "resend",
            input: ({ context }) => ({ confirmKey: context.confirmKey ?? "" }),
            onDone: "resent",
            onError: { target: "waiting", actions: { type: "refuse", params: ({ event }) => ({ error: event.error }) } }
          }
        },
        resent: { on: { RESEND: "resending" } }
      }
    },
    verifyemail: {
      invoke: {
        src: "confirm",
        id: "confirm",
        input: ({ context }) => ({ token: "token" in context.start ? context.start.token : "" }),
        onDone: { target: "signedIn", actions: { type: "keepAnswer", params: ({ event }) => ({ call: "confirm", answer: event.output }) } },
        onError: [
          {
            guard: { type: "refusedFor", params: ({ event }) => ({ error: event.error, reason: "token_invalid" }) },
            target: "signin",
            actions: assign({ notice: "token" })
          },
          { target: "signin", actions: assign({ notice: "session" }) }
        ]
      }
    },
    forgotpassword: {
      initial: "editing",
      states: {
        editing: {
          on: { REQUEST_RESET: { target: "submitted", actions: assign(({ event }) => ({ email: event.email, refusal: null })) } }
        },
        submitted: {
          invoke: {
            src: "requestReset",
            id: "requestReset",
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: "delivered", actions: assign({ notice: null }) },
            onError: { target: "editing", actions: { type: "refuse", params: ({ event }) => ({ error: event.error }) } }
          }
        },
        delivered: {}
      }
    },
    resetpassword: {
      initial: "verifying",
      states: {
        verifying: {
          invoke: {
            src: "checkResetToken",
            id: "checkResetToken",
            input: ({ context }) => ({ token: "token" in context.start ? context.start.token : "" }),
            onDone: { target: "form", actions: assign(({ event }) => ({ resetKey: event.output.resetKey })) },
            onError: [
              {
                guard: { type: "refusedFor", params: ({ event }) => ({ error: event.error, reason: "token_invalid" }) },
                target: "#authDialog.forgotpassword",
                actions: assign({ notice: "token" })
              },
              { target: "#authDialog.forgotpassword", actions: assign({ notice: "session" }) }
            ]
          }
        },
        form: { on: { RESET_PASSWORD: { target: "sending", actions: "clearRefusal" } } },
        sending: {
          invoke: {
            src: "resetPassword",
            id: "resetPassword",
            input: ({ context, event }) => ({
              resetKey: context.resetKey ?? "",
              password: event.type === "RESET_PASSWORD" ? event.password : ""
            }),
            // not signed in by a reset: the new password signs in
            onDone: { target: "#authDialog.signin", actions: assign(({ event }) => ({ email: event.output.email, notice: null })) },
            onError: [
              {
                guard: { type: "refusedFor", params: ({ event }) => ({ error: event.error, reason: "token_invalid" }) },
                target: "#authDialog.forgotpassword",
                actions: assign({ notice: "token" })
              },
              { target: "form", actions: { type: "refuse", params: ({ event }) => ({ error: event.error }) } }
            ]
          }
        }
      }
    },
    setusername: {
      initial: "editing",
      states: {
        editing: { on: { CHOOSE_USERNAME: { target: "sending", actions: "clearRefusal" } } },
        sending: {
          invoke: {
            src: "providerSignUp",
            id: "providerSignUp",
            input: ({ context, event }) => ({
              provider: landingOf(context.start).provider,
              credential: context.credential,
              username: event.type === "CHOOSE_USERNAME" ? event.username : "",
              email: event.type === "CHOOSE_USERNAME" && context.asksEmail ? event.email : ""
            }),
            onDone: {
              target: "#authDialog.signedIn",
              actions: { type: "keepAnswer", params: ({ event }) => ({ call: "providerSignUp", answer: event.output }) }
            },
            onError: { target: "editing", actions: { type: "refuse", params: ({ event }) => ({ error: event.error }) } }
          }
        }
      }
    },
    verifylinking: {
      initial: "editing",
      states: {
        editing: { on: { LINK_ACCOUNT: { target: "sending", actions: "clearRefusal" } } },
        sending: {
          invoke: {
            src: "linkAccount",
            id: "linkAccount",
            input: ({ context, event }) => ({
              provider: landingOf(context.start).provider,
              credential: context.credential,
              email: context.email,
              password: event.type === "LINK_ACCOUNT" ? event.password : ""
            }),
            onDone: {
              target: "#authDialog.signedIn",
              actions: { type: "keepAnswer", params: ({ event }) => ({ call: "linkAccount", answer: event.output }) }
            },
            onError: { target: "editing", actions: { type: "refuse", params: ({ event }) => ({ error: event.error }) } }
          }
        }
      }
    },
    /**
     * Where a call that signed in leads (spec 2 §4), decided once for every call: an account whose
     * e-mail is unconfirmed (Apple's among them) gets the verify notice, except from the
     * confirmation link itself, which signed in no session and asks to sign in with the confirmed
     * address; a new account made with a provider goes back to the page it came from; a new or
     * newly confirmed account is welcomed; any other session is going back to finish what the
     * user started, and the dialog is done.
     */
    signedIn: {
      always: [
        { guard: and(["awaitsConfirmation", "byConfirmationLink"]), target: "signin", actions: assign({ notice: "confirmed" }) },
        { guard: "awaitsConfirmation", target: "confirmation", actions: "awaitConfirmation" },
        { guard: "backToReferrer", target: "authenticated" },
        { guard: "welcomes", target: "welcome" },
        { target: "authenticated" }
      ]
    },
    // back to sign in, to try the provider again and share the address this time
    emailrequired: {
      on: { GO_BACK: { target: "signin", actions: "clearRefusal" } }
    },
    welcome: {},
    authenticated: { type: "final" }
  }
})

const NOT_SCREENS = ["opening", "connecting", "signedIn", "authenticated"]

/** The screen a snapshot of the dialog shows; `null` while opening or connecting with a provider, and once signed in. */
export function authScreenOf(value: unknown): AuthScreen | null {
  const name = typeof value === "string" ? value : Object.keys(value as object)[0]
  return name === undefined || NOT_SCREENS.includes(name) ? null : (name as AuthScreen)
}
