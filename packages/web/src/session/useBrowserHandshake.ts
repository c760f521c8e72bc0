import { useEffect } from "react"
import { ensureHandshake } from "../api/browserHandshake.ts"
import { readStoredSession } from "./sessionAtom.ts"

/**
 * Makes the browser's handshake as the app starts, when it has none (spec 2 §7), so a sign-in is
 * signed without waiting for it. Made with a stored session's key, it binds that session to it.
 * A failure is left to the first call that needs it.
 */
export function useBrowserHandshake(): void {
  useEffect(() => {
    ensureHandshake(readStoredSession()?.access_key ?? null).catch(() => undefined)
  }, [])
}
