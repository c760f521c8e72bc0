import type { AccountSettings } from "@redline/api"
import { formatShortDate } from "@redline/domain"
import { useMutation } from "@tanstack/react-query"
import { useEffect, useId, useRef, useState } from "react"
import { useApi } from "../api/useApi.ts"
import { Dialog } from "../ui/Dialog.tsx"
import { failureMessage } from "./failureMessage.ts"
import { useSettingsChange } from "./useAccountSettings.ts"

/**
 * Asking for the account to be removed (spec 2 §4: removal is requested, not performed at once).
 * The request is confirmed in a dialog first; once made, the section says when, and the account
 * keeps working until Redline's staff have handled it.
 */
export function AccountRemovalSection({ settings }: { readonly settings: AccountSettings }) {
  const api = useApi()
  const change = useSettingsChange()
  const [confirming, setConfirming] = useState(false)
  const requested = useRef<HTMLParagraphElement>(null)
  const remove = useMutation({
    mutationFn: () => api("profile.requestRemoval"),
    onSuccess: ({ removal_requested_at }) => {
      setConfirming(false)
      change({ removal_requested_at })
    }
  })
  const id = useId()
  const requestedAt = settings.removal_requested_at

  // The button that opened the dialog is gone once the request is made: focus moves to what replaced it.
  useEffect(() => {
    if (remove.isSuccess) requested.current?.focus()
  }, [remove.isSuccess])

  return (
    <section className="settings-section settings-section--danger" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="settings-section__heading">
        Remove account
      </h2>
      {requestedAt !== null ? (
        <p ref={requested} tabIndex={-1} className="note settings-section__notice">
          You asked for this account to be removed on {formatShortDate(new Date(requestedAt))}. Redline's staff will remove it; until then
          you can keep using it.
        </p>
      ) : (
        <>
          <p className="settings-section__text">
            Ask Redline to remove your account. It isn't removed at once: the request goes to Redline's staff, who remove it, and until then
            you can keep using it.
          </p>
          <div className="settings-section__actions">
            <button type="button" className="button button--quiet settings-section__danger" onClick={() => setConfirming(true)}>
              Request account removal
            </button>
          </div>
        </>
      )}
      {confirming && (
        <Dialog labelledBy={`${id}-confirm`} onClose={() => !remove.isPending && setConfirming(false)} className="removal-dialog">
          <h2 id={`${id}-confirm`} className="removal-dialog__heading">
            Request removal of your account?
          </h2>
          <p className="removal-dialog__text">
            Redline's staff will remove the account {settings.user.username}. This can't be undone once they have. Your account keeps
            working until then.
          </p>
          {remove.isError && (
            <p className="alert settings-section__error" role="alert">
              {failureMessage(remove.error)}
            </p>
          )}
          <div className="removal-dialog__actions">
            <button type="button" className="button" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {remove.isPending ? "Requesting…" : "Request removal"}
            </button>
            <button type="button" className="button button--quiet" disabled={remove.isPending} onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </Dialog>
      )}
    </section>
  )
}
