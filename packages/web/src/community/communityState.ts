import type { Setter } from "jotai"
import { blocklistAtom } from "./blocklist.ts"
import { postCooldownAtom, replyCooldownAtom } from "./cooldown.ts"

/** Forgets what the community keeps of the signed-in reader in the client (spec 2 §4: logout clears most client state). */
export function clearCommunityState(set: Setter): void {
  set(blocklistAtom, new Set<string>())
  set(postCooldownAtom, null)
  set(replyCooldownAtom, null)
}
