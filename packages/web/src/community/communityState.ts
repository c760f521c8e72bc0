import type { Setter } from "jotai"
import { blocklistAtom } from "./blocklist.ts"
import { composerAtom } from "./composerAtom.ts"
import { postCooldownAtom, replyCooldownAtom } from "./cooldown.ts"

/** The tab's session storage keys of the community's drafts (`usePostDraft`, `useReplyDraft`). */
const DRAFTS = "redline.community-"

/**
 * Forgets what the community keeps of the signed-in reader in the client (spec 2 §4: logout
 * clears most client state): their blocklist, their cooldowns, an open composer and the drafts
 * of posts and replies kept in the tab. The recently visited communities stay: they are the
 * device's, as the theme is.
 */
export function clearCommunityState(set: Setter): void {
  set(blocklistAtom, new Set<string>())
  set(postCooldownAtom, null)
  set(replyCooldownAtom, null)
  set(composerAtom, null)
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(DRAFTS)) sessionStorage.removeItem(key)
}
