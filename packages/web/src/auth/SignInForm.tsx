import { signInErrors, type SignInErrors } from "@redline/domain"
import { type FormEvent, useId, useRef, useState } from "react"
import { Link } from "wouter"
import { TextField } from "../ui/TextField.tsx"
import { signInRefusal } from "./signInRefusal.ts"
import { isSession, useSignIn } from "./useSignIn.ts"
import "./SignInForm.css"

/**
 * The sign-in screen's content (spec 2 §2, screen 2): e-mail and password, checked before
 * sending (spec 2 §5), the server's refusals in the spec's words (spec 2 §8). A signed-in
 * session is what the page or dialog around it reacts to.
 */
export function SignInForm() {
  const headingId = useId()
  const signIn = useSignIn()
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [errors, setErrors] = useState<SignInErrors>({})
  const emailField = useRef<HTMLInputElement>(null)
  const passwordField = useRef<HTMLInputElement>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = signInErrors({ email, password })
    setErrors(found)
    if (found.form !== undefined || found.email !== undefined) return emailField.current?.focus()
    if (found.password !== undefined) return passwordField.current?.focus()
    signIn.mutate({ email: email.trim(), password })
  }

  // a refusal belongs to what was sent: editing the form takes it away
  const edit = (change: () => void) => {
    change()
    if (signIn.isError) signIn.reset()
  }

  const formError = errors.form ?? (signIn.isError ? signInRefusal(signIn.error) : undefined)
  const awaitingConfirmation = signIn.data !== undefined && !isSession(signIn.data) ? signIn.data : null

  return (
    <form className="sign-in" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h1 id={headingId} className="sign-in__heading">
        Sign in
      </h1>
      {awaitingConfirmation !== null && (
        <p className="sign-in__notice" role="status">
          Confirm your email to finish signing in: click the button in the email we sent to {awaitingConfirmation.email}. If it
          isn't in your inbox, check your spam folder.
        </p>
      )}
      {formError !== undefined && (
        <p className="sign-in__error" role="alert">
          {formError}
        </p>
      )}
      <TextField
        ref={emailField}
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        error={errors.email}
        onChange={(event) => edit(() => setEmail(event.target.value))}
      />
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
      <Link href="/forgot-password/" className="sign-in__forgot">
        Forgot password?
      </Link>
      <button type="submit" className="button sign-in__submit" disabled={signIn.isPending}>
        Sign in
      </button>
      <p className="sign-in__signup">
        New to Redline? <Link href="/signup/">Create an account</Link>
      </p>
    </form>
  )
}
