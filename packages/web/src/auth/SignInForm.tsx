import { Messages, signInErrors, type SignInErrors } from "@redline/domain"
import type { AuthRefusal, SessionNotice } from "@redline/machines"
import { type FormEvent, useRef, useState } from "react"
import { TextField } from "../ui/TextField.tsx"
import { EmailField } from "./EmailField.tsx"
import { carriedActionOf } from "./signInLink.ts"
import { SingleSignOnButtons } from "./SingleSignOnButtons.tsx"
import "./AuthScreen.css"

const NOTICES: Record<SessionNotice, string> = {
  confirmed: Messages.emailConfirmed,
  token: Messages.confirmationLinkInvalid,
  session: Messages.sessionExpired
}

interface SignInFormProps {
  readonly headingId: string
  readonly email: string
  readonly notice: SessionNotice | null
  readonly refusal: AuthRefusal | null
  readonly sending: boolean
  /** Where the sign-in goes back to and the action it carries there (`redirect`, `action`, `subject`). */
  readonly carried: string
  readonly onSignIn: (credentials: { email: string; password: string }) => void
  readonly onShow: (screen: "signup" | "forgotpassword") => void
}

/**
 * The sign-in screen (spec 2 §2, screen 2): e-mail and password, checked before sending
 * (spec 2 §5), the session's notice and the server's refusal in the spec's words (spec 2 §8).
 */
export function SignInForm({ headingId, email: knownEmail, notice, refusal, sending, carried, onSignIn, onShow }: SignInFormProps) {
  const [email, setEmail] = useState(knownEmail)
  const [password, setPassword] = useState("")
  const [errors, setErrors] = useState<SignInErrors>({})
  // a refusal belongs to what was sent: editing the form takes it away
  const [edited, setEdited] = useState(false)
  const emailField = useRef<HTMLInputElement>(null)
  const passwordField = useRef<HTMLInputElement>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = signInErrors({ email, password })
    setErrors(found)
    if (found.form !== undefined || found.email !== undefined) return emailField.current?.focus()
    if (found.password !== undefined) return passwordField.current?.focus()
    setEdited(false)
    onSignIn({ email: email.trim(), password })
  }

  const edit = (change: () => void) => {
    change()
    setEdited(true)
  }

  const formError = errors.form ?? (refusal !== null && !edited ? refusal.message : undefined)
  const savingSearch = carriedActionOf(new URLSearchParams(carried).get("action")) === "save-search"

  return (
    <form className="auth-screen" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h1 id={headingId} className="auth-screen__heading">
        {savingSearch ? "Sign in to save your search" : "Sign in"}
      </h1>
      {notice !== null && <p className="auth-screen__notice">{NOTICES[notice]}</p>}
      {formError !== undefined && (
        <p className="alert" role="alert">
          {formError}
        </p>
      )}
      <SingleSignOnButtons carried={carried} />
      <EmailField ref={emailField} value={email} error={errors.email} onChange={(event) => edit(() => setEmail(event.target.value))} />
      <TextField
        ref={passwordField}
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => edit(() => setPassword(event.target.value))}
      />
      <button type="button" className="auth-screen__link" onClick={() => onShow("forgotpassword")}>
        Forgot password?
      </button>
      <button type="submit" className="button auth-screen__submit" disabled={sending}>
        Sign in
      </button>
      <p className="auth-screen__small">
        New to Redline?{" "}
        <button type="button" className="auth-screen__link" onClick={() => onShow("signup")}>
          Create an account
        </button>
      </p>
    </form>
  )
}
