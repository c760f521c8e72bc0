import type { AccountSettings } from "@redline/api"
import { ErrorCode, Messages } from "@redline/domain"
import { useMutation } from "@tanstack/react-query"
import { type FormEvent, useId, useState } from "react"
import { ApiError } from "../api/request.ts"
import { NewPasswordField } from "../auth/NewPasswordField.tsx"
import { useApi } from "../api/useApi.ts"
import { TextField } from "../ui/TextField.tsx"
import { SaveStatus } from "./SaveStatus.tsx"
import { useSettingsChange } from "./useAccountSettings.ts"

interface PasswordChange {
  readonly old_password: string
  readonly password: string
}

/** Which field a refusal of `POST auth/change` belongs under; the rest show for the whole form. */
const fieldOf = (error: unknown): "current" | "new" | null => {
  if (!(error instanceof ApiError)) return null
  if (error.errorCode === ErrorCode.incorrect_password) return "current"
  if (error.errorCode === ErrorCode.weak_password) return "new"
  return null
}

/**
 * Change password (spec 2 §7 `auth/change`): the current one and a new one, whose strength shows
 * as it is typed. An account that signs in only through a provider has no current password and
 * sets its first. The server ends every other session; this one goes on.
 */
export function PasswordSection({ settings }: { readonly settings: AccountSettings }) {
  const api = useApi()
  const change = useSettingsChange()
  const [current, setCurrent] = useState("")
  const [next, setNext] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const hadPassword = settings.has_password
  const save = useMutation({
    mutationFn: (body: PasswordChange) => api("passwords.change", { body }),
    onSuccess: () => {
      setCurrent("")
      setNext("")
      if (!hadPassword) change({ has_password: true })
    }
  })
  const [savedText, setSavedText] = useState<string | null>(null)
  const id = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const missing = next === "" || (hadPassword && current === "")
    setProblem(missing ? Messages.allFieldsRequired : null)
    if (missing) return
    setSavedText(
      hadPassword
        ? "Your password was changed. Anywhere else you were signed in, you'll need to sign in again."
        : "Your password was set. You can now sign in with your email and password too."
    )
    save.mutate({ old_password: hadPassword ? current : "", password: next })
  }

  const refusedAt = fieldOf(save.error)
  const fieldError = (field: "current" | "new") => (refusedAt === field && save.error instanceof ApiError ? save.error.message : undefined)
  const edited = () => {
    if (save.isSuccess) save.reset()
  }

  return (
    <section className="settings-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="settings-section__heading">
        {hadPassword ? "Change password" : "Set a password"}
      </h2>
      {!hadPassword && (
        <p className="settings-section__text">
          You sign in through a provider. A password lets you sign in with your email address as well.
        </p>
      )}
      <form className="settings-section__form" noValidate onSubmit={submit}>
        {/* lets a password manager file the new password under the right account */}
        <input type="email" name="email" autoComplete="username" value={settings.email} readOnly hidden />
        {problem !== null && (
          <p className="alert settings-section__error" role="alert">
            {problem}
          </p>
        )}
        {hadPassword && (
          <TextField
            label="Current password"
            type="password"
            name="current-password"
            autoComplete="current-password"
            value={current}
            error={fieldError("current")}
            onChange={(event) => {
              setCurrent(event.target.value)
              edited()
            }}
          />
        )}
        <NewPasswordField
          label="New password"
          name="new-password"
          value={next}
          owner={{ username: settings.user.username, email: settings.email }}
          error={fieldError("new")}
          onChange={(event) => {
            setNext(event.target.value)
            edited()
          }}
        />
        <div className="settings-section__actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {hadPassword ? "Change password" : "Set password"}
          </button>
          <SaveStatus pending={save.isPending} saved={save.isSuccess ? savedText : null} error={refusedAt === null ? save.error : null} />
        </div>
      </form>
    </section>
  )
}
