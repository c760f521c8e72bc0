import { Messages, normalizeEmail, signUpEmailError } from "@redline/domain"
import { type FormEvent, useState } from "react"
import { EmailField } from "./EmailField.tsx"
import { SingleSignOnButtons } from "./SingleSignOnButtons.tsx"
import "./AuthScreen.css"

interface SignUpEmailFormProps {
  readonly headingId: string
  readonly email: string
  /** The server said this address has an account. */
  readonly emailExists: boolean
  /** Where the sign-up goes back to and the action it carries there (`redirect`, `action`, `subject`). */
  readonly carried: string
  readonly onNext: (email: string) => void
  /** The toggle to the sign-in screen, for the address that has an account. */
  readonly onSignIn: () => void
}

/**
 * Sign-up step 1 (spec 2 §2, screen 3): the e-mail, lower-cased and checked (spec 2 §5), then
 * step 2 whatever the address. Only creating the account, behind the bot check, tells that an
 * address has one (spec 2 §4): back here with the spec's words and a toggle to sign in as it.
 */
export function SignUpEmailForm({ headingId, email: knownEmail, emailExists, carried, onNext, onSignIn }: SignUpEmailFormProps) {
  const [email, setEmail] = useState(knownEmail)
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = signUpEmailError(email)
    setError(found)
    if (found === null) onNext(normalizeEmail(email))
  }

  return (
    <form className="auth-screen" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h1 id={headingId} className="auth-screen__heading">
        Sign up
      </h1>
      {emailExists && (
        <p className="alert" role="alert">
          {Messages.accountExists}{" "}
          <button type="button" className="auth-screen__link" onClick={onSignIn}>
            Sign in
          </button>
        </p>
      )}
      <SingleSignOnButtons carried={carried} />
      <EmailField value={email} error={error ?? undefined} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit" className="button auth-screen__submit">
        Next
      </button>
    </form>
  )
}
