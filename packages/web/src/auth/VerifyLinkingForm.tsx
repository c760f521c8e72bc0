import { linkAccountError, providerLabel, type SignInProvider } from "@redline/domain"
import type { AuthRefusal } from "@redline/machines"
import { type FormEvent, useRef, useState } from "react"
import { Link, useSearch } from "wouter"
import { TextField } from "../ui/TextField.tsx"
import { ProviderAccount } from "./ProviderAccount.tsx"
import "./AuthScreen.css"

interface VerifyLinkingFormProps {
  readonly headingId: string
  readonly provider: SignInProvider
  /** The address the provider and the account share. */
  readonly email: string
  readonly refusal: AuthRefusal | null
  readonly sending: boolean
  readonly onLink: (password: string) => void
}

/**
 * Verify linking (spec 2 §2, screen 9): an account with the provider's address signs in another
 * way, so its password proves the person owns it before the provider is connected to it. The
 * password field takes the focus, as the screen follows the landing's 'Verifying...'.
 */
export function VerifyLinkingForm({ headingId, provider, email, refusal, sending, onLink }: VerifyLinkingFormProps) {
  const search = useSearch()
  const [password, setPassword] = useState("")
  const [error, setError] = useState<string | null>(null)
  const passwordField = useRef<HTMLInputElement>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = linkAccountError(password)
    setError(found)
    if (found !== null) return passwordField.current?.focus()
    onLink(password)
  }

  const passwordError = error ?? (refusal?.field === "password" ? refusal.message : null)
  const formError = refusal !== null && refusal.field !== "password" ? refusal.message : null

  return (
    <form className="auth-screen" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h1 id={headingId} className="auth-screen__heading">
        Sign in to connect your account with {providerLabel(provider)}
      </h1>
      <ProviderAccount provider={provider} email={email} />
      {formError !== null && (
        <p className="alert" role="alert">
          {formError}
        </p>
      )}
      {/* the account's address, for password managers */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <TextField
        ref={passwordField}
        autoFocus
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={passwordError ?? undefined}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Link href={`/forgot-password/${search === "" ? "" : `?${search}`}`} className="auth-screen__link">
        Forgot password?
      </Link>
      <button type="submit" className="button auth-screen__submit" disabled={sending}>
        Sign in
      </button>
    </form>
  )
}
