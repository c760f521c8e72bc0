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
import { done, failed } from "../actorEvents.ts"

type Step = AuthDialogEvent | AnyEventObject

/** The snapshot after `steps`, computed without running an actor. */
const after = (start: AuthStart, steps: ReadonlyArray<Step> = []) => {
  let [snapshot] = initialTransition(authDialogMachine, start)
  for (const step of steps) [snapshot] = transition(authDialogMachine, snapshot, step as AuthDialogEvent)
  return snapshot
}

const refusal = (reason: AuthRefusal["reason"], message = "words", field: AuthRefusal["field"] = "form"): AuthRefusal => ({
  reason,
  field,
  message
})

const SIGN_IN = { type: "SIGN_IN", email: "new@example.com", password: "secret" } as const
const SIGNED_IN: SignInAnswer = { signedIn: true, fresh: false }
const FRESH: SignInAnswer = { signedIn: true, fresh: true }
const PENDING: SignInAnswer = { signedIn: false, email: "new@example.com", confirmKey: "key-1" }

const screen = (snapshot: ReturnType<typeof after>) => authScreenOf(snapshot.value)

/** What the call the snapshot is waiting on was given. */
const invoked = (snapshot: ReturnType<typeof after>): unknown => Object.values(snapshot.children)[0]?.getSnapshot().input

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
    const notice = after({ screen: "signin" }, [SIGN_IN, done("signIn", PENDING)])
    expect(notice.value).toEqual({ confirmation: "waiting" })
    expect(notice.context).toMatchObject({ email: "new@example.com", confirmKey: "key-1" })
  })

  it("newly confirmed leads to welcome", () => {
    expect(screen(after({ screen: "signin" }, [SIGN_IN, done("signIn", FRESH)]))).toBe("welcome")
  })

  it("otherwise is authenticated, and the dialog is done", () => {
    const signedIn = after({ screen: "signin" }, [SIGN_IN, done("signIn", SIGNED_IN)])
    expect(signedIn.value).toBe("authenticated")
    expect(signedIn.status).toBe("done")
    expect(screen(signedIn)).toBeNull()
  })

  it("a refusal goes back to the form with its words, and the next try clears them", () => {
    const refused = after({ screen: "signin" }, [SIGN_IN, failed("signIn", refusal("refused", "Incorrect email or password"))])
    expect(refused.value).toEqual({ signin: "editing" })
    expect(refused.context.refusal?.message).toBe("Incorrect email or password")
    expect(after({ screen: "signin" }, [SIGN_IN, failed("signIn", refusal("refused")), SIGN_IN]).context.refusal).toBeNull()
  })

  it("solves the bot check when the server asks for it and sends the same credentials again with the proof", () => {
    const proving = after({ screen: "signin" }, [SIGN_IN, failed("signIn", refusal("bot_check_required"))])
    expect(proving.value).toEqual({ signin: "proving" })
    expect(proving.context.refusal).toBeNull()
    const resent = after({ screen: "signin" }, [SIGN_IN, failed("signIn", refusal("bot_check_required")), done("solveBotCheck", "proof")])
    expect(resent.value).toEqual({ signin: "sending" })
    expect(invoked(resent)).toEqual({ email: "new@example.com", password: "secret", recaptcha: "proof" })
    const signedIn = after({ screen: "signin" }, [
      SIGN_IN,
      failed("signIn", refusal("bot_check_required")),
      done("solveBotCheck", "proof"),
      done("signIn", SIGNED_IN)
    ])
    expect(signedIn.value).toBe("authenticated")
  })

  it("asks the server once per try: a proof refused again, or a check that can't be solved, goes back to the form with words", () => {
    const again = after({ screen: "signin" }, [
      SIGN_IN,
      failed("signIn", refusal("bot_check_required")),
      done("solveBotCheck", "proof"),
      failed("signIn", refusal("bot_check_required", "Please complete the bot check to sign in."))
    ])
    expect(again.value).toEqual({ signin: "editing" })
    expect(again.context.refusal?.message).toBe("Please complete the bot check to sign in.")
    const unsolved = after({ screen: "signin" }, [
      SIGN_IN,
      failed("signIn", refusal("bot_check_required")),
      failed("solveBotCheck", new Error())
    ])
    expect(unsolved.value).toEqual({ signin: "editing" })
    expect(unsolved.context.refusal?.message).toBe("Sorry, an error occurred. Please try again.")
    // the next try starts without a proof, and is asked again if need be
    expect(
      invoked(
        after({ screen: "signin" }, [
          SIGN_IN,
          failed("signIn", refusal("bot_check_required")),
          failed("solveBotCheck", new Error()),
          SIGN_IN
        ])
      )
    ).toEqual({
      email: "new@example.com",
      password: "secret"
    })
  })

  it("an unexpected failure still gets words", () => {
    const refused = after({ screen: "signin" }, [SIGN_IN, failed("signIn", new TypeError("offline"))])
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
    const notice = after({ screen: "signup" }, [...toStep2, create, done("register", PENDING)])
    expect(notice.value).toEqual({ confirmation: "waiting" })
    expect(notice.context.confirmKey).toBe("key-1")
  })

  it("welcomes the new account, fresh or not, even when a provider's landing from another page came first", () => {
    expect(screen(after({ screen: "signup" }, [...toStep2, create, done("register", SIGNED_IN)]))).toBe("welcome")
    const fromReferrer: AuthStart = { screen: "provider", provider: "google", code: "c", state: "s", backToReferrer: true }
    const viaSignUp = [failed("providerSignIn", refusal("refused")), { type: "SHOW", screen: "signup" }, ...toStep2, create] as const
    expect(screen(after(fromReferrer, [...viaSignUp, done("register", SIGNED_IN)]))).toBe("welcome")
  })

  it("a user-exists refusal returns to sign-up with the exists flag", () => {
    const exists = after({ screen: "signup" }, [...toStep2, create, failed("register", refusal("email_exists"))])
    expect(exists.value).toBe("signup")
    expect(exists.context.emailExists).toBe(true)
    expect(
      after({ screen: "signup" }, [...toStep2, create, failed("register", refusal("email_exists")), ...toStep2]).context.emailExists
    ).toBe(false)
  })

  it("any other refusal stays on step 2 with its words and field", () => {
    const weak = after({ screen: "signup" }, [...toStep2, create, failed("register", refusal("refused", "Too easy", "password"))])
    expect(weak.value).toEqual({ setpassword: "editing" })
    expect(weak.context.refusal).toMatchObject({ field: "password", message: "Too easy" })
  })
})

describe("the verify-your-email notice", () => {
  const notice = [SIGN_IN, done("signIn", PENDING)]

  it("resends: waiting → resending → resent, and again", () => {
    expect(after({ screen: "signin" }, [...notice, { type: "RESEND" }]).value).toEqual({ confirmation: "resending" })
    expect(after({ screen: "signin" }, [...notice, { type: "RESEND" }, done("resend", {})]).value).toEqual({ confirmation: "resent" })
    expect(after({ screen: "signin" }, [...notice, { type: "RESEND" }, done("resend", {}), { type: "RESEND" }]).value).toEqual({
      confirmation: "resending"
    })
  })

  it("a refused resend goes back to waiting with its words", () => {
    const refused = after({ screen: "signin" }, [...notice, { type: "RESEND" }, failed("resend", refusal("refused", "Too many"))])
    expect(refused.value).toEqual({ confirmation: "waiting" })
    expect(refused.context.refusal?.message).toBe("Too many")
  })
})

describe("signing in again", () => {
  it("shows the session notice when the route says the session ran out, none otherwise", () => {
    expect(after({ screen: "signin", notice: "session" }).context.notice).toBe("session")
    expect(after({ screen: "signin" }).context.notice).toBeNull()
  })
})

describe("the verify e-mail page", () => {
  const start: AuthStart = { screen: "verifyemail", token: "t-1" }

  it("shows welcome once confirmed and signed in", () => {
    expect(screen(after(start, [done("confirm", FRESH)]))).toBe("welcome")
  })

  it("is done at once when the session isn't fresh: the user goes back to finish what they started", () => {
    expect(after(start, [done("confirm", SIGNED_IN)]).status).toBe("done")
  })

  it("asks to sign in when confirmed without a session", () => {
    const confirmed = after(start, [done("confirm", PENDING)])
    expect(confirmed.value).toEqual({ signin: "editing" })
    expect(confirmed.context.notice).toBe("confirmed")
  })

  it("signing in after the link failed leads to the verify notice like any sign-in", () => {
    const notice = after(start, [failed("confirm", refusal("refused")), SIGN_IN, done("signIn", PENDING)])
    expect(notice.value).toEqual({ confirmation: "waiting" })
    expect(notice.context.confirmKey).toBe("key-1")
  })

  it("an invalid link shows the token notice on sign in, other failures the session notice", () => {
    expect(after(start, [failed("confirm", refusal("token_invalid"))]).context.notice).toBe("token")
    expect(after(start, [failed("confirm", refusal("refused"))]).context.notice).toBe("session")
    expect(screen(after(start, [failed("confirm", refusal("refused"))]))).toBe("signin")
  })
})

describe("forgot password", () => {
  const request = { type: "REQUEST_RESET", email: "new@example.com" } as const

  it("is submitted, then delivered", () => {
    expect(after({ screen: "forgotpassword" }, [request]).value).toEqual({ forgotpassword: "submitted" })
    expect(after({ screen: "forgotpassword" }, [request, done("requestReset", { sent: true })]).value).toEqual({
      forgotpassword: "delivered"
    })
  })

  it("a refusal goes back to the form with its words", () => {
    const refused = after({ screen: "forgotpassword" }, [request, failed("requestReset", refusal("refused", "Couldn't find"))])
    expect(refused.value).toEqual({ forgotpassword: "editing" })
    expect(refused.context.refusal?.message).toBe("Couldn't find")
  })
})

describe("reset password", () => {
  const start: AuthStart = { screen: "resetpassword", token: "r-1" }
  const verified = [done("checkResetToken", { resetKey: "reset-key" })]
  const resetTo = { type: "RESET_PASSWORD", password: "new long password" } as const

  it("verifies the token, then shows the form", () => {
    expect(after(start).value).toEqual({ resetpassword: "verifying" })
    const form = after(start, verified)
    expect(form.value).toEqual({ resetpassword: "form" })
    expect(form.context.resetKey).toBe("reset-key")
  })

  it("a bad token goes to forgot password with the token notice; other failures with the session notice", () => {
    const expired = after(start, [failed("checkResetToken", refusal("token_invalid"))])
    expect(screen(expired)).toBe("forgotpassword")
    expect(expired.context.notice).toBe("token")
    expect(after(start, [failed("checkResetToken", refusal("refused"))]).context.notice).toBe("session")
  })

  it("a new password asks the user to sign in with it", () => {
    expect(after(start, [...verified, resetTo]).value).toEqual({ resetpassword: "sending" })
    const done_ = after(start, [...verified, resetTo, done("resetPassword", { email: "new@example.com" })])
    expect(done_.value).toEqual({ signin: "editing" })
    expect(done_.context.email).toBe("new@example.com")
  })

  it("a refused password stays on the form with the server's words", () => {
    const weak = after(start, [...verified, resetTo, failed("resetPassword", refusal("refused", "Too easy", "password"))])
    expect(weak.value).toEqual({ resetpassword: "form" })
    expect(weak.context.refusal?.message).toBe("Too easy")
  })

  it("a reset key that ran out goes to forgot password with the token notice", () => {
    expect(after(start, [...verified, resetTo, failed("resetPassword", refusal("token_invalid"))]).context.notice).toBe("token")
  })
})

describe("landing from a provider", () => {
  const landing: AuthStart = { screen: "provider", provider: "google", code: "c-1", state: "s-1", backToReferrer: false }
  const fromReferrer: AuthStart = { ...landing, backToReferrer: true }
  const unknown = (email: string | null, isPrivateEmail = false) =>
    done("providerSignIn", { outcome: "unknown_account", credential: "cred-1", email, isPrivateEmail })
  const linkRequired = done("providerSignIn", { outcome: "link_required", credential: "cred-2", email: "driver@example.com" })
  const signedIn = (answer: SignInAnswer) => done("providerSignIn", { outcome: "signed_in", answer })
  const choose = { type: "CHOOSE_USERNAME", username: "newcomer", email: "typed@example.com" } as const
  const linkWith = { type: "LINK_ACCOUNT", password: "p" } as const

  it("connects first, showing no screen, with the landing's code and state", () => {
    const connecting = after(landing)
    expect(connecting.value).toBe("connecting")
    expect(screen(connecting)).toBeNull()
    expect(connecting.context.provider).toBe("google")
  })

  it("a linked account is signed in; newly confirmed it is welcomed; unconfirmed (Apple) it gets the verify notice", () => {
    expect(after(landing, [signedIn(SIGNED_IN)]).status).toBe("done")
    expect(screen(after(landing, [signedIn(FRESH)]))).toBe("welcome")
    const notice = after(landing, [signedIn(PENDING)])
    expect(notice.value).toEqual({ confirmation: "waiting" })
    expect(notice.context.confirmKey).toBe("key-1")
  })

  it("a connection problem goes to sign in with its words", () => {
    const refused = after(landing, [failed("providerSignIn", refusal("refused", "There was an issue connecting with Google"))])
    expect(refused.value).toEqual({ signin: "editing" })
    expect(refused.context.refusal?.message).toBe("There was an issue connecting with Google")
  })

  it("an unknown account goes to set username, asking for an e-mail only when the provider's is missing, private or a relay", () => {
    const withEmail = after(landing, [unknown("new@example.com")])
    expect(withEmail.value).toEqual({ setusername: "editing" })
    expect(withEmail.context).toMatchObject({ email: "new@example.com", credential: "cred-1", asksEmail: false })
    expect(after(landing, [unknown(null)]).context.asksEmail).toBe(true)
    expect(after(landing, [unknown("hidden@example.com", true)]).context.asksEmail).toBe(true)
    expect(after(landing, [unknown("x7@privaterelay.appleid.com")]).context.asksEmail).toBe(true)
  })

  it("set username sends the credential and the typed e-mail only where it was asked", () => {
    const sending = after(landing, [unknown(null), choose])
    expect(sending.value).toEqual({ setusername: "sending" })
    expect(invoked(sending)).toEqual({ provider: "google", credential: "cred-1", username: "newcomer", email: "typed@example.com" })
    expect(invoked(after(landing, [unknown("new@example.com"), choose]))).toMatchObject({ email: "" })
  })

  it("a new account is welcomed, goes back to the referring page, or awaits confirmation", () => {
    expect(screen(after(landing, [unknown("new@example.com"), choose, done("providerSignUp", FRESH)]))).toBe("welcome")
    expect(screen(after(landing, [unknown("new@example.com"), choose, done("providerSignUp", SIGNED_IN)]))).toBe("welcome")
    expect(after(fromReferrer, [unknown("new@example.com"), choose, done("providerSignUp", FRESH)]).status).toBe("done")
    expect(screen(after(fromReferrer, [unknown(null), choose, done("providerSignUp", PENDING)]))).toBe("confirmation")
    const refused = after(landing, [
      unknown(null),
      choose,
      failed("providerSignUp", refusal("email_exists", "An account with this email already exists.", "email"))
    ])
    expect(refused.value).toEqual({ setusername: "editing" })
    expect(refused.context.refusal).toMatchObject({ field: "email", message: "An account with this email already exists." })
  })

  it("'Sign in here' leaves set username for sign in", () => {
    expect(screen(after(landing, [unknown("new@example.com"), { type: "SHOW", screen: "signin" }]))).toBe("signin")
  })

  it("an account with another sign-in method goes to verify linking; its password links and signs in", () => {
    const linking = after(landing, [linkRequired])
    expect(linking.value).toEqual({ verifylinking: "editing" })
    expect(linking.context).toMatchObject({ email: "driver@example.com", credential: "cred-2" })
    const sending = after(landing, [linkRequired, linkWith])
    expect(invoked(sending)).toEqual({
      provider: "google",
      credential: "cred-2",
      email: "driver@example.com",
      password: "p"
    })
    expect(after(landing, [linkRequired, linkWith, done("linkAccount", SIGNED_IN)]).status).toBe("done")
    expect(screen(after(landing, [linkRequired, linkWith, done("linkAccount", PENDING)]))).toBe("confirmation")
    const refused = after(landing, [linkRequired, linkWith, failed("linkAccount", refusal("refused", "Incorrect password"))])
    expect(refused.value).toEqual({ verifylinking: "editing" })
    expect(refused.context.refusal?.message).toBe("Incorrect password")
    expect(after(landing, [linkRequired, linkWith, failed("linkAccount", refusal("refused")), linkWith]).context.refusal).toBeNull()
  })

  it("a missing e-mail permission goes to email required, and Go back to sign in", () => {
    const required = after({ ...landing, provider: "facebook" }, [done("providerSignIn", { outcome: "email_required" })])
    expect(screen(required)).toBe("emailrequired")
    expect(required.context.provider).toBe("facebook")
    expect(
      screen(after({ ...landing, provider: "facebook" }, [done("providerSignIn", { outcome: "email_required" }), { type: "GO_BACK" }]))
    ).toBe("signin")
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
