import type { AccountSettings } from "@redline/api"
import { providerLabel, type SignInProvider } from "@redline/domain"
import { useMutation } from "@tanstack/react-query"
import { useId } from "react"
import { useApi } from "../api/useApi.ts"
import { SaveStatus } from "./SaveStatus.tsx"
import { useSettingsChange } from "./useAccountSettings.ts"

/**
 * The sign-in providers linked to the account (spec 2 §3 'Auth source'), each of which can be
 * disconnected (`DELETE auth/auth_source`). The server refuses to disconnect the only way left
 * to sign in; its words show here.
 */
export function SignInProvidersSection({ settings }: { readonly settings: AccountSettings }) {
  const api = useApi()
  const change = useSettingsChange()
  const unlink = useMutation({
    mutationFn: (source: SignInProvider) => api("singleSignOn.unlink", { query: { source } }),
    onSuccess: ({ auth_sources }) => change({ auth_sources: [...auth_sources] })
  })
  const id = useId()
  const sources = settings.auth_sources

  return (
    <section className="settings-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="settings-section__heading">
        Sign-in providers
      </h2>
      {sources.length === 0 ? (
        <p className="settings-section__text">No sign-in provider is connected. You sign in with your email and password.</p>
      ) : (
        <ul className="settings-section__list">
          {sources.map(({ source, email }) => (
            <li key={source} className="settings-section__row">
              <span>
                <span className="settings-section__row-title">{providerLabel(source)}</span>
                {email !== null && <span className="settings-section__row-text">{email}</span>}
              </span>
              <button
                type="button"
                className="button button--quiet button--small"
                aria-label={`Disconnect ${providerLabel(source)}`}
                disabled={unlink.isPending}
                onClick={() => unlink.mutate(source)}
              >
                {unlink.isPending && unlink.variables === source ? "Disconnecting…" : "Disconnect"}
              </button>
            </li>
          ))}
        </ul>
      )}
      <SaveStatus
        pending={unlink.isPending}
        pendingText={`Disconnecting ${unlink.variables === undefined ? "" : providerLabel(unlink.variables)}…`}
        saved={unlink.isSuccess ? `${providerLabel(unlink.variables)} was disconnected.` : null}
        error={unlink.error}
      />
    </section>
  )
}
