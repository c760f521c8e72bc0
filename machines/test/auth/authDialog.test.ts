import { describe, expect, it } from "vitest"
import { type AnyEventObject, initialTransition, transition } from "xstate"
import {
  type AuthDialogEvent,
  authDialogMachine,
  type AuthRefusal,
  type AuthScreen,
  authScreenOf,
  type AuthStart,
  showsHelpLink,
  type SignInAnswer
} from "../../src/index.ts"

type Step = AuthDialogEvent | AnyEventObject

/** The snapshot after `steps`, computed without running an actor. */
const after = (start: AuthStart, steps: ReadonlyArray<Step> = []) => {
  let [snapshot] = initialTransition(authDialogMachine, start)
  for (const step of steps) [snapshot] = transition(authDialogMachine, snapshot, step as AuthDialogEvent)
  return snapshot
}

/** What an invoked call answering `output` sends; the machine names its invocations by path. */
const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output })
const failed = (id: string, error: unknown): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error })

const refusal = (reason: AuthRefusal["reason"], message = "words", field: AuthRefusal["field"] = "form"): AuthRefusal => ({
  reason,
  field,
  message
})

const SIGN_IN = { type: "SIGN_IN", email: "new@example.com", password: "secret" } as const
const SIGNED_IN: SignInAnswer = { signedIn: true, fresh: false }
const FRESH: SignInAnswer = { signedIn: true, fresh: true }
const PENDING: SignInAnswer = { signedIn: false, email: "new@example.com", confirmKey: "key-1" }

const signIn = "0.authDialog.signin.sending"
const register = "0.authDialog.setpassword.sending"
const resend = "0.authDialog.confirmation.resending"
const confirm = "0.authDialog.verifyemail"
const requestReset = "0.authDialog.forgotpassword.submitted"
const checkReset = "0.authDialog.resetpassword.verifying"
const reset = "0.authDialog.resetpassword.sending"
const providerSignUp = "0.authDialog.setusername.sending"
const link = "0.authDialog.verifylinking.sending"

const screen = (snapshot: ReturnType<typeof after>) => authScreenOf(snapshot.value)

describe("opening the dialog", () => {
  it.each<[AuthStart, AuthScreen]>([
    [{ screen: "signin" }, "signin"],
    [{ screen: "signup" }, "signup"],
    [{ screen: "forgotpassword" }, "forgotpassword"],
    [{ screen: "verifyemail", token: "t" }, "verifyemail"],
    [{ screen: "resetpassword", token: "t" }, "resetpassword"]
  ])("%j opens on %s", (start, expected) => {
    expect(screen(after(start))).toBe(expected)
  })

  it("links between sign in, sign up and forgot password", () => {
    expect(screen(after({ screen: "signin" }, [{ type: "SHOW", screen: "signup" }]))).toBe("signup")
    expect(screen(after({ screen: "signup" }, [{ type: "SHOW", screen: "signin" }]))).toBe("signin")
    expect(screen(after({ screen: "signin" }, [{ type: "SHOW", screen: "forgotpassword" }]))).toBe("forgotpassword")
  })
})

describe("signing in", () => {
  it("sends the credentials and keeps the address", () => {
    const sending = after({ screen: "signin" }, [SIGN_IN])
    expect(sending.value).toEqual({ signin: "sending" })
    expect(sending.context.email).toBe("new@example.com")
  })

  it("with a confirm key leads to the verify-your-email notice", () => {
    const notice = after({ screen: "signin" }, [SIGN_IN, done(signIn, PENDING)])
    expect(notice.value).toEqual({ confirmation: "waiting" })
    expect(notice.context).toMatchObject({ email: "new@example.com", confirmKey: "key-1" })
  })

  it("newly confirmed leads to welcome", () => {
    expect(screen(after({ screen: "signin" }, [SIGN_IN, done(signIn, FRESH)]))).toBe("welcome")
  })

  it("otherwise is authenticated, and the dialog is done", () => {
    const signedIn = after({ screen: "signin" }, [SIGN_IN, done(signIn, SIGNED_IN)])
    expect(signedIn.value).toBe("authenticated")
    expect(signedIn.status).toBe("done")
    expect(screen(signedIn)).toBeNull()
  })

  it("a refusal goes back to the form with its words, and the next try clears them", () => {
    const refused = after({ screen: "signin" }, [SIGN_IN, failed(signIn, refusal("refused", "Incorrect email or password"))])
    expect(refused.value).toEqual({ signin: "editing" })
    expect(refused.context.refusal?.message).toBe("Incorrect email or password")
    expect(after({ screen: "signin" }, [SIGN_IN, failed(signIn, refusal("refused")), SIGN_IN]).context.refusal).toBeNull()
  })

  it("an unexpected failure still gets words", () => {
    const refused = after({ screen: "signin" }, [SIGN_IN, failed(signIn, new TypeError("offline"))])
    expect(refused.context.refusal).toEqual({ reason: "refused", field: "form", message: "Sorry, an error occurred. Please try again." })
  })
})

describe("signing up with e-mail", () => {
  const toStep2 = [{ type: "CHOOSE_EMAIL", email: "new@example.com" }] as const
  const create = { type: "CREATE_ACCOUNT", username: "newcomer", password: "long enough words" } as const

  it("goes from the e-mail step to the password and username step", () => {
    const step2 = after({ screen: "signup" }, toStep2)
    expect(step2.value).toEqual({ setpassword: "editing" })
    expect(step2.context.email).toBe("new@example.com")
  })

  it("goes back to the e-mail step", () => {
    expect(screen(after({ screen: "signup" }, [...toStep2, { type: "GO_BACK" }]))).toBe("signup")
  })

  it("leads to the verify-your-email notice (setpassword then confirmation)", () => {
    const sending = after({ screen: "signup" }, [...toStep2, create])
    expect(sending.value).toEqual({ setpassword: "sending" })
    const notice = after({ screen: "signup" }, [...toStep2, create, done(register, PENDING)])
    expect(notice.value).toEqual({ confirmation: "waiting" })
    expect(notice.context.confirmKey).toBe("key-1")
  })

  it("a user-exists refusal returns to sign-up with the exists flag", () => {
    const exists = after({ screen: "signup" }, [...toStep2, create, failed(register, refusal("email_exists"))])
    expect(exists.value).toBe("signup")
    expect(exists.context.emailExists).toBe(true)
    expect(after({ screen: "signup" }, [...toStep2, create, failed(register, refusal("email_exists")), ...toStep2]).context.emailExists).toBe(false)
  })

  it("any other refusal stays on step 2 with its words and field", () => {
    const weak = after({ screen: "signup" }, [...toStep2, create, failed(register, refusal("refused", "Too easy", "password"))])
    expect(weak.value).toEqual({ setpassword: "editing" })
    expect(weak.context.refusal).toMatchObject({ field: "password", message: "Too easy" })
  })
})

describe("the verify-your-email notice", () => {
  const notice = [SIGN_IN, done(signIn, PENDING)]

  it("resends: waiting → resending → resent, and again", () => {
    expect(after({ screen: "signin" }, [...notice, { type: "RESEND" }]).value).toEqual({ confirmation: "resending" })
    expect(after({ screen: "signin" }, [...notice, { type: "RESEND" }, done(resend, {})]).value).toEqual({ confirmation: "resent" })
    expect(after({ screen: "signin" }, [...notice, { type: "RESEND" }, done(resend, {}), { type: "RESEND" }]).value).toEqual({
      confirmation: "resending"
    })
  })

  it("a refused resend goes back to waiting with its words", () => {
    const refused = after({ screen: "signin" }, [...notice, { type: "RESEND" }, failed(resend, refusal("refused", "Too many"))])
    expect(refused.value).toEqual({ confirmation: "waiting" })
    expect(refused.context.refusal?.message).toBe("Too many")
  })
})

describe("the verify e-mail page", () => {
  const start: AuthStart = { screen: "verifyemail", token: "t-1" }

  it("shows welcome once confirmed and signed in", () => {
    expect(screen(after(start, [done(confirm, FRESH)]))).toBe("welcome")
  })

  it("asks to sign in when confirmed without a session", () => {
    const confirmed = after(start, [done(confirm, PENDING)])
    expect(confirmed.value).toEqual({ signin: "editing" })
    expect(confirmed.context.notice).toBe("confirmed")
  })

  it("an invalid link shows the token notice on sign in, other failures the session notice", () => {
    expect(after(start, [failed(confirm, refusal("token_invalid"))]).context.notice).toBe("token")
    expect(after(start, [failed(confirm, refusal("refused"))]).context.notice).toBe("session")
    expect(screen(after(start, [failed(confirm, refusal("refused"))]))).toBe("signin")
  })
})

describe("forgot password", () => {
  const request = { type: "REQUEST_RESET", email: "new@example.com" } as const

  it("is submitted, then delivered", () => {
    expect(after({ screen: "forgotpassword" }, [request]).value).toEqual({ forgotpassword: "submitted" })
    expect(after({ screen: "forgotpassword" }, [request, done(requestReset, { sent: true })]).value).toEqual({
      forgotpassword: "delivered"
    })
  })

  it("a refusal goes back to the form with its words", () => {
    const refused = after({ screen: "forgotpassword" }, [request, failed(requestReset, refusal("refused", "Couldn't find"))])
    expect(refused.value).toEqual({ forgotpassword: "editing" })
    expect(refused.context.refusal?.message).toBe("Couldn't find")
  })
})

describe("reset password", () => {
  const start: AuthStart = { screen: "resetpassword", token: "r-1" }
  const verified = [done(checkReset, { resetKey: "reset-key" })]
  const resetTo = { type: "RESET_PASSWORD", password: "new long password" } as const

  it("verifies the token, then shows the form", () => {
    expect(after(start).value).toEqual({ resetpassword: "verifying" })
    const form = after(start, verified)
    expect(form.value).toEqual({ resetpassword: "form" })
    expect(form.context.resetKey).toBe("reset-key")
  })

  it("a bad token goes to forgot password with the token notice; other failures with the session notice", () => {
    const expired = after(start, [failed(checkReset, refusal("token_invalid"))])
    expect(screen(expired)).toBe("forgotpassword")
    expect(expired.context.notice).toBe("token")
    expect(after(start, [failed(checkReset, refusal("refused"))]).context.notice).toBe("session")
  })

  it("a new password asks the user to sign in with it", () => {
    expect(after(start, [...verified, resetTo]).value).toEqual({ resetpassword: "sending" })
    const done_ = after(start, [...verified, resetTo, done(reset, { email: "new@example.com" })])
    expect(done_.value).toEqual({ signin: "editing" })
    expect(done_.context.email).toBe("new@example.com")
  })

  it("a refused password stays on the form with the server's words", () => {
    const weak = after(start, [...verified, resetTo, failed(reset, refusal("refused", "Too easy", "password"))])
    expect(weak.value).toEqual({ resetpassword: "form" })
    expect(weak.context.refusal?.message).toBe("Too easy")
  })

  it("a reset key that ran out goes to forgot password with the token notice", () => {
    expect(after(start, [...verified, resetTo, failed(reset, refusal("token_invalid"))]).context.notice).toBe("token")
  })
})

describe("single sign-on answers", () => {
  const answered = (outcome: "unknown_account" | "link_required" | "email_required") =>
    ({ type: "PROVIDER_ANSWERED", outcome, provider: "Google", email: "new@example.com" }) as const

  it("an unknown account goes to set username; success to welcome or the verify notice", () => {
    expect(screen(after({ screen: "signin" }, [answered("unknown_account")]))).toBe("setusername")
    const choose = { type: "CHOOSE_USERNAME", username: "newcomer", email: "new@example.com" } as const
    expect(screen(after({ screen: "signin" }, [answered("unknown_account"), choose, done(providerSignUp, FRESH)]))).toBe("welcome")
    expect(screen(after({ screen: "signin" }, [answered("unknown_account"), choose, done(providerSignUp, PENDING)]))).toBe("confirmation")
    expect(after({ screen: "signin" }, [answered("unknown_account"), choose, failed(providerSignUp, refusal("refused"))]).value).toEqual({
      setusername: "editing"
    })
  })

  it("an account with another sign-in method goes to verify linking; the password signs in", () => {
    expect(screen(after({ screen: "signin" }, [answered("link_required")]))).toBe("verifylinking")
    const linked = after({ screen: "signin" }, [answered("link_required"), { type: "LINK_ACCOUNT", password: "p" }, done(link, {})])
    expect(linked.value).toBe("authenticated")
    const refused = after({ screen: "signin" }, [
      answered("link_required"),
      { type: "LINK_ACCOUNT", password: "p" },
      failed(link, refusal("refused", "Incorrect password"))
    ])
    expect(refused.context.refusal?.message).toBe("Incorrect password")
  })

  it("a missing e-mail permission goes to email required, and Go back to sign in", () => {
    const required = after({ screen: "signin" }, [answered("email_required")])
    expect(screen(required)).toBe("emailrequired")
    expect(required.context.provider).toBe("Google")
    expect(screen(after({ screen: "signin" }, [answered("email_required"), { type: "GO_BACK" }]))).toBe("signin")
  })
})

describe("the help link", () => {
  it.each<[AuthScreen, boolean]>([
    ["signin", false],
    ["signup", false],
    ["welcome", false],
    ["confirmation", false],
    ["resetpassword", false],
    ["verifyemail", false],
    ["forgotpassword", true],
    ["setpassword", true],
    ["setusername", true],
    ["emailrequired", true],
    ["verifylinking", true]
  ])("on %s: %s", (name, shown) => {
    expect(showsHelpLink(name)).toBe(shown)
  })
})
