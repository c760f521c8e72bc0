import { normalizeEmail, signUpEmailError, ssoUsernameError, type SignInProvider } from "@redline/domain"
import type { AuthRefusal } from "@redline/machines"
import { type FormEvent, useRef, useState } from "react"
import { CreateAccountButton } from "./CreateAccountButton.tsx"
import { EmailField } from "./EmailField.tsx"
import { ProviderAccount } from "./ProviderAccount.tsx"
import { UsernameField } from "./UsernameField.tsx"
import "./AuthScreen.css"

interface SetUsernameFormProps {
  readonly headingId: string
  readonly provider: SignInProvider
  /** The provider's address; null when it shared none. */
  readonly providerEmail: string | null
  /** The provider's address is missing, private or a relay: the person types one (spec 2 §5). */
  readonly asksEmail: boolean
  readonly refusal: AuthRefusal | null
  readonly sending: boolean
  readonly onCreate: (account: { username: string; email: string }) => void
  readonly onSignIn: () => void
}

interface Errors {
  readonly username: string | null
  readonly email: string | null
}

/**
 * Set username (spec 2 §2, screen 5), after a provider answered for someone without an account:
 * the provider account, a way to sign in for those who have one, an e-mail field only where
 * the provider's address can't be used, and the username, checked before sending (spec 2 §5).
 * The bot check runs invisibly when the form is sent. The first field takes the focus: the
 * screen follows the landing's 'Verifying...', which had nothing to focus.
 */
export function SetUsernameForm({
  headingId,
  provider,
  providerEmail,
  asksEmail,
  refusal,
  sending,
  onCreate,
  onSignIn
}: SetUsernameFormProps) {
  const [email, setEmail] = useState("")
  const [username, setUsername] = useState("")
  const [errors, setErrors] = useState<Errors>({ username: null, email: null })
  const emailField = useRef<HTMLInputElement>(null)
  const usernameField = useRef<HTMLInputElement>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Errors = { email: asksEmail ? signUpEmailError(email) : null, username: ssoUsernameError(username) }
    setErrors(found)
    if (found.email !== null) return emailField.current?.focus()
    if (found.username !== null) return usernameField.current?.focus()
    onCreate({ username: username.trim(), email: asksEmail ? normalizeEmail(email) : "" })
  }

  const fieldRefusal = (field: AuthRefusal["field"]) => (refusal?.field === field ? refusal.message : undefined)
  // a refusal about the address shows over the form where there is no field for it
  const formError = refusal !== null && (refusal.field === "form" || (refusal.field === "email" && !asksEmail)) ? refusal.message : null

  return (
    <form className="auth-screen" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h1 id={headingId} className="auth-screen__heading">
        Choose a username
      </h1>
      <ProviderAccount provider={provider} email={providerEmail} />
      <p className="auth-screen__small">
        Already have an account?{" "}
        <button type="button" className="auth-screen__link" onClick={onSignIn}>
          Sign in here
        </button>
      </p>
      {formError !== null && (
        <p className="alert" role="alert">
          {formError}
        </p>
      )}
      {asksEmail && (
        <EmailField
          ref={emailField}
          autoFocus
          value={email}
          error={errors.email ?? fieldRefusal("email")}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      <UsernameField
        ref={usernameField}
        autoFocus={!asksEmail}
        value={username}
        error={errors.username ?? fieldRefusal("username")}
        onChange={(event) => setUsername(event.target.value)}
      />
      <CreateAccountButton sending={sending} />
    </form>
  )
}
