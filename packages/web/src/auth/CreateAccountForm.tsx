import { registrationError, usernameEmailWarning } from "@redline/domain"
import type { AuthRefusal } from "@redline/machines"
import { type FormEvent, useState } from "react"
import { CreateAccountButton } from "./CreateAccountButton.tsx"
import { NewPasswordField } from "./NewPasswordField.tsx"
import { UsernameField } from "./UsernameField.tsx"
import "./AuthScreen.css"

interface CreateAccountFormProps {
  readonly headingId: string
  readonly email: string
  readonly refusal: AuthRefusal | null
  readonly sending: boolean
  readonly onCreate: (account: { username: string; password: string }) => void
  readonly onBack: () => void
}

/**
 * Sign-up step 2 (spec 2 §2, screen 4): password, with its strength shown as it is typed, and
 * username for the address of step 1. The bot check runs invisibly when the form is sent; the
 * server's refusals of a username or a password show under that field.
 */
export function CreateAccountForm({ headingId, email, refusal, sending, onCreate, onBack }: CreateAccountFormProps) {
  const [password, setPassword] = useState("")
  const [username, setUsername] = useState("")
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = registrationError({ username, password })
    setError(found)
    if (found === null) onCreate({ username: username.trim(), password })
  }

  const fieldRefusal = (field: AuthRefusal["field"]) => (refusal?.field === field ? refusal.message : undefined)
  const formError = error ?? (refusal !== null && (refusal.field === "form" || refusal.field === "email") ? refusal.message : null)
  const warning = usernameEmailWarning(username, email)

  return (
    <form className="auth-screen" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h1 id={headingId} className="auth-screen__heading">
        Create your account
      </h1>
      <p className="auth-screen__small">
        Signing up as {email}.{" "}
        <button type="button" className="auth-screen__link" onClick={onBack}>
          Change
        </button>
      </p>
      {formError !== null && (
        <p className="alert" role="alert">
          {formError}
        </p>
      )}
      <NewPasswordField
        label="Password"
        name="password"
        value={password}
        owner={{ username, email }}
        error={fieldRefusal("password")}
        onChange={(event) => setPassword(event.target.value)}
      />
      <UsernameField value={username} error={fieldRefusal("username")} onChange={(event) => setUsername(event.target.value)} />
      {warning !== null && <p className="auth-screen__notice">{warning}</p>}
      <CreateAccountButton sending={sending} />
    </form>
  )
}
