import type { AccountSettings } from "@redline/api"
import { BIO_MAX_LENGTH, bioError } from "@redline/domain"
import { useMutation } from "@tanstack/react-query"
import { type FormEvent, useId, useState } from "react"
import { useApi } from "../api/useApi.ts"
import { ProfilePhotoPicker } from "./ProfilePhotoPicker.tsx"
import { SaveStatus } from "./SaveStatus.tsx"
import { useSettingsChange } from "./useAccountSettings.ts"

/** The public profile: who you are on Redline, your photo, and the bio others read (spec 2 §3 'User profile fields'). */
export function ProfileSection({ settings }: { readonly settings: AccountSettings }) {
  const api = useApi()
  const change = useSettingsChange()
  // What is typed stays here whatever the save answers; only a success replaces it, with the kept (trimmed) bio.
  const [bio, setBio] = useState(settings.bio)
  const [problem, setProblem] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: (text: string) => api("profile.bio", { body: { bio: text } }),
    onSuccess: (saved) => {
      setBio(saved.bio)
      change({ bio: saved.bio })
    }
  })
  const id = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = bioError(bio)
    setProblem(found)
    if (found === null) save.mutate(bio)
  }

  const length = bio.trim().length
  return (
    <section className="settings-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="settings-section__heading">
        Profile
      </h2>
      <ProfilePhotoPicker photo={settings.photo} username={settings.user.username} />
      <dl className="settings-section__facts">
        <div>
          <dt>Username</dt>
          <dd>{settings.user.username}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{settings.email}</dd>
        </div>
      </dl>
      <form className="settings-section__form" noValidate onSubmit={submit}>
        <div className="text-field">
          <label className="text-field__label" htmlFor={`${id}-bio`}>
            Bio
          </label>
          <div className="text-field__box" data-invalid={problem ? "" : undefined}>
            <textarea
              id={`${id}-bio`}
              className="text-field__input settings-section__textarea"
              name="bio"
              rows={4}
              value={bio}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-count${problem ? ` ${id}-error` : ""}`}
              onChange={(event) => {
                setBio(event.target.value)
                save.reset()
              }}
            />
          </div>
          <p id={`${id}-count`} className="settings-section__hint" data-over={length > BIO_MAX_LENGTH ? "" : undefined}>
            Shown on your public profile. {length}/{BIO_MAX_LENGTH} characters.
          </p>
          {problem && (
            <p id={`${id}-error`} className="text-field__error">
              {problem}
            </p>
          )}
        </div>
        <div className="settings-section__actions">
          <button type="submit" className="button" disabled={save.isPending}>
            Save bio
          </button>
          <SaveStatus pending={save.isPending} saved={save.isSuccess ? "Your bio was saved." : null} error={save.error} />
        </div>
      </form>
    </section>
  )
}
