import { Messages, normalizeEmail, signUpEmailError } from "@redline/domain"
import { type FormEvent, useState } from "react"
import { Link, useSearch } from "wouter"
import { EmailField } from "./EmailField.tsx"
import { SingleSignOnButtons } from "./SingleSignOnButtons.tsx"
import "./AuthScreen.css"

interface SignUpEmailFormProps {
  readonly headingId: string
  readonly email: string
  /** The server said this address has an account. */
  readonly emailExists: boolean
  readonly onNext: (email: string) => void
}

/** Sign-up step 1 (spec 2 §2, screen 3): the e-mail, lower-cased and checked (spec 2 §5). */
export function SignUpEmailForm({ headingId, email: knownEmail, emailExists, onNext }: SignUpEmailFormProps) {
  const search = useSearch()
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
          {Messages.accountExists} <Link href={`/signin/${search === "" ? "" : `?${search}`}`}>Sign in</Link>
        </p>
      )}
      <SingleSignOnButtons />
      <EmailField value={email} error={error ?? undefined} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit" className="button auth-screen__submit">
        Next
      </button>
    </form>
  )
}
