import { useSetAtom } from "jotai"
import { useSignInDialog } from "../auth/signInDialog.ts"
import { useCarriedAction } from "../auth/useCarriedAction.ts"
import { useSession } from "../session/useSession.ts"
import { type CommunityChoice, composerAtom } from "./composerAtom.ts"

/**
 * New Post (spec 3 §2): opens the composer, reset, for the community shown (or none); a visitor
 * signs in first and comes back to the composer with their draft as they left it.
 */
export function useNewPost(community: CommunityChoice | null) {
  const session = useSession()
  const signIn = useSignInDialog()
  const setComposer = useSetAtom(composerAtom)
  useCarriedAction("new-post", session !== null, () => setComposer({ kind: "new", community, restoreDraft: true }))
  return () => (session === null ? signIn("new-post") : setComposer({ kind: "new", community, restoreDraft: false }))
}
