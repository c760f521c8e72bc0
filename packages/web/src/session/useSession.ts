import { useAtomValue } from "jotai"
import { sessionAtom, type StoredSession } from "./sessionAtom.ts"

/** The signed-in user's session, or null for a visitor. */
export function useSession(): StoredSession | null {
  return useAtomValue(sessionAtom)
}
