import { resetPasswordError } from "@redline/domain"
import type { AuthRefusal } from "@redline/machines"
import { type FormEvent, useState } from "react"
import { TextField } from "../ui/TextField.tsx"
import { NewPasswordField } from "./NewPasswordField.tsx"
import "./AuthScreen.css"

interface ResetPasswordFormProps {
  readonly headingId: string
  readonly refusal: AuthRefusal | null
  readonly sending: boolean
  readonly onReset: (password: string) => void
}

/**
 * Reset password (spec 2 §2, screen 7): the new password, with its strength, and again; the
 * server's refusal shows under it (spec 2 §8).
 */
export function ResetPasswordForm({ headingId, refusal, sending, onReset }: ResetPasswordFormProps) {
  const [password, setPassword] = useState("")
  const [confirmation, setConfirmation] = useState("")
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = resetPasswordError({ password, confirmation })
    setError(found)
    if (found === null) onReset(password)
  }

  return (
    <form className="auth-screen" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h1 id={headingId} className="auth-screen__heading">
        Reset password
      </h1>
      {error !== null && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      <NewPasswordField
        label="New password"
        name="password"
        value={password}
        error={refusal?.message}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="Re-enter new password"
        type="password"
        name="confirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <button type="submit" className="button auth-screen__submit" disabled={sending}>
        Reset password
      </button>
    </form>
  )
}
