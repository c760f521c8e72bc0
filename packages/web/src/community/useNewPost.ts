import { useSetAtom } from "jotai"
import { useCarriedAction } from "../auth/useCarriedAction.ts"
import { useSession } from "../session/useSession.ts"
import { type CommunityChoice, composerAtom } from "./composerAtom.ts"

/**
 * New Post (spec 3 §2): opens the composer, reset, for the community shown (or none), to anyone.
 * A visitor writes their post and is asked to sign in when they post it (or add photos); once
 * back, the composer opens again with their draft as they left it.
 */
export function useNewPost(community: CommunityChoice | null) {
  const session = useSession()
  const setComposer = useSetAtom(composerAtom)
  useCarriedAction("new-post", session !== null, () => setComposer({ kind: "new", community, restoreDraft: true }))
  return () => setComposer({ kind: "new", community, restoreDraft: false })
}
