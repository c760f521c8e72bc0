import { useEffect, useEffectEvent } from "react"
import { useSignInDialog } from "../auth/signInDialog.ts"
import { useCarriedAction } from "../auth/useCarriedAction.ts"
import { useSession } from "../session/useSession.ts"
import type { useSavedSearchMachine } from "./useSavedSearchMachine.ts"

/**
 * What pressing a save-search button does (spec 1 §4 'Saved search'): a visitor is sent to sign
 * in, carrying the save, which is made once back on the page; a signed-in user saves, or opens
 * the alerts of a search already saved. A save refused for want of a session (it ran out) asks
 * to sign in again.
 */
export function useSaveSearchPress([state, send]: ReturnType<typeof useSavedSearchMachine>) {
  const signedIn = useSession() !== null
  const signIn = useSignInDialog()
  useCarriedAction("save-search", signedIn, () => send({ type: "SAVE" }))

  const { signInNeeded } = state.context
  const signInAgain = useEffectEvent(() => signIn("save-search", undefined, { sessionExpired: true }))
  useEffect(() => {
    if (signInNeeded) signInAgain()
  }, [signInNeeded])

  const saved = state.hasTag("saved")
  const press = () => {
    if (!signedIn) signIn("save-search")
    else send({ type: saved ? "OPEN" : "SAVE" })
  }
  return { saved, press }
}
