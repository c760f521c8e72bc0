import { authScreenOf, type AuthStart, showsHelpLink } from "@redline/machines"
import { useEffect, useEffectEvent, useId } from "react"
import { Link } from "wouter"
import { useSession } from "../session/useSession.ts"
import { Dialog } from "../ui/Dialog.tsx"
import { CloseIcon } from "../ui/icons.tsx"
import { CreateAccountForm } from "./CreateAccountForm.tsx"
import { EmailRequiredNotice } from "./EmailRequiredNotice.tsx"
import { ForgotPasswordForm } from "./ForgotPasswordForm.tsx"
import { ResetPasswordForm } from "./ResetPasswordForm.tsx"
import { SetUsernameForm } from "./SetUsernameForm.tsx"
import { SignInForm } from "./SignInForm.tsx"
import { SignUpEmailForm } from "./SignUpEmailForm.tsx"
import { type AuthReturn, useAuthDialog } from "./useAuthDialog.ts"
import { VerifyLinkingForm } from "./VerifyLinkingForm.tsx"
import { Verifying } from "./Verifying.tsx"
import { VerifyEmailNotice } from "./VerifyEmailNotice.tsx"
import { WelcomeScreen } from "./WelcomeScreen.tsx"
import "./AuthScreen.css"

interface AuthDialogProps {
  readonly start: AuthStart
  /** Signed in, or closed by the user: the page around carries on. */
  readonly onDone: () => void
  /** Where the dialog was opened from, for a confirmation link to lead back to. */
  readonly back?: AuthReturn
  /** The dialog is a page of its own (`/signin/` …) rather than over the page it was opened from. */
  readonly isPage?: boolean
}

/**
 * The auth dialog (spec 2 §2): a modal showing the screen the auth machine is on. Its links to
 * other screens (sign up, sign in, forgot password) move the dialog on, staying over the page.
 */
export function AuthDialog({ start, onDone, back, isPage = false }: AuthDialogProps) {
  const headingId = useId()
  const [snapshot, send] = useAuthDialog(start, back)
  const session = useSession()
  const screen = authScreenOf(snapshot.value)
  const { context } = snapshot
  const finish = useEffectEvent(onDone)
  const carried = back?.query ?? ""

  useEffect(() => {
    if (snapshot.status === "done") finish()
  }, [snapshot.status])

  // not shown to a user who is signed in and asks to sign in or sign up (spec 2 §2), also when
  // another tab signs in meanwhile
  const asksToSignIn = snapshot.matches({ signin: "editing" }) || snapshot.matches("signup")
  useEffect(() => {
    if (asksToSignIn && session !== null) finish()
  }, [asksToSignIn, session])

  // welcome is for a signed-in user: signing out (here or in another tab) closes it
  useEffect(() => {
    if (screen === "welcome" && session === null) finish()
  }, [screen, session])

  /** Whether the screen is at `step` of its own (sending, resent, delivered …). */
  const at = (step: string) => screen !== null && snapshot.matches({ [screen]: step } as Parameters<typeof snapshot.matches>[0])

  const content = (() => {
    if (snapshot.matches("connecting")) return <Verifying headingId={headingId} heading="Sign in" />
    switch (screen) {
      case "signin":
        return (
          <SignInForm
            headingId={headingId}
            email={context.email}
            notice={context.notice}
            refusal={context.refusal}
            sending={at("sending")}
            carried={carried}
            onSignIn={(credentials) => send({ type: "SIGN_IN", ...credentials })}
            onShow={(other) => send({ type: "SHOW", screen: other })}
          />
        )
      case "signup":
        return (
          <SignUpEmailForm
            headingId={headingId}
            email={context.email}
            emailExists={context.emailExists}
            carried={carried}
            onNext={(email) => send({ type: "CHOOSE_EMAIL", email })}
            onSignIn={() => send({ type: "SHOW", screen: "signin" })}
          />
        )
      case "setpassword":
        return (
          <CreateAccountForm
            headingId={headingId}
            email={context.email}
            refusal={context.refusal}
            sending={at("sending")}
            onCreate={(account) => send({ type: "CREATE_ACCOUNT", ...account })}
            onBack={() => send({ type: "GO_BACK" })}
          />
        )
      case "confirmation":
        return (
          <VerifyEmailNotice
            headingId={headingId}
            email={context.email}
            resend={at("resending") ? "resending" : at("resent") ? "resent" : "waiting"}
            refusal={context.refusal}
            onResend={() => send({ type: "RESEND" })}
          />
        )
      case "verifyemail":
        return <Verifying headingId={headingId} heading="Verify Email" />
      case "forgotpassword":
        return (
          <ForgotPasswordForm
            headingId={headingId}
            email={context.email}
            notice={context.notice}
            refusal={context.refusal}
            sending={at("submitted")}
            delivered={at("delivered")}
            onSubmit={(email) => send({ type: "REQUEST_RESET", email })}
          />
        )
      case "resetpassword":
        return at("verifying") ? (
          <Verifying headingId={headingId} heading="Reset password" />
        ) : (
          <ResetPasswordForm
            headingId={headingId}
            refusal={context.refusal}
            sending={at("sending")}
            onReset={(password) => send({ type: "RESET_PASSWORD", password })}
          />
        )
      case "setusername":
        return (
          context.provider !== null && (
            <SetUsernameForm
              headingId={headingId}
              provider={context.provider}
              providerEmail={context.email === "" ? null : context.email}
              asksEmail={context.asksEmail}
              refusal={context.refusal}
              sending={at("sending")}
              onCreate={(account) => send({ type: "CHOOSE_USERNAME", ...account })}
              onSignIn={() => send({ type: "SHOW", screen: "signin" })}
            />
          )
        )
      case "verifylinking":
        return (
          context.provider !== null && (
            <VerifyLinkingForm
              headingId={headingId}
              provider={context.provider}
              email={context.email}
              refusal={context.refusal}
              sending={at("sending")}
              onLink={(password) => send({ type: "LINK_ACCOUNT", password })}
            />
          )
        )
      case "emailrequired":
        return (
          context.provider !== null && (
            <EmailRequiredNotice headingId={headingId} provider={context.provider} onBack={() => send({ type: "GO_BACK" })} />
          )
        )
      case "welcome":
        return (
          <WelcomeScreen headingId={headingId} registerToBidHref={back?.registerToBidHref?.() ?? "/register-to-bid"} onContinue={onDone} />
        )
      default:
        return null
    }
  })()

  return (
    <Dialog labelledBy={headingId} onClose={onDone} className="auth-dialog" isPage={isPage}>
      <button type="button" className="dialog__close auth-dialog__close" aria-label="Close" onClick={onDone}>
        <CloseIcon width="22" height="22" />
      </button>
      {content}
      {screen !== null && showsHelpLink(screen) && (
        <p className="auth-screen__small auth-dialog__help">
          <Link href="/support/">Need help?</Link>
        </p>
      )}
    </Dialog>
  )
}
