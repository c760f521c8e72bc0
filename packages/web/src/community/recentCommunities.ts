import type { Community } from "@redline/api"
import { atom } from "jotai"
import { atomWithStorage, createJSONStorage } from "jotai/utils"

/** A community the reader opened, as the left column lists it (spec 3 §3 'recently viewed communities'). */
export interface RecentCommunity {
  readonly id: number
  readonly name: string
  readonly slug: string
  readonly url: string
  readonly title: string
  readonly photo: string | null
  readonly timestamp: number
}

/** How many are remembered: the last 8 (spec 3 §9). */
export const RECENT_COMMUNITIES = 8

const json = createJSONStorage<unknown>()

const isRecent = (value: unknown): value is RecentCommunity => {
  if (typeof value !== "object" || value === null) return false
  const { id, name, slug, url, title, photo, timestamp } = value as Record<keyof RecentCommunity, unknown>
  return (
    typeof id === "number" &&
    typeof name === "string" &&
    typeof slug === "string" &&
    typeof url === "string" &&
    url.startsWith("/community/") &&
    typeof title === "string" &&
    (photo === null || typeof photo === "string") &&
    typeof timestamp === "number"
  )
}

const recentOf = (stored: unknown, initial: ReadonlyArray<RecentCommunity>): ReadonlyArray<RecentCommunity> =>
  Array.isArray(stored) ? stored.filter(isRecent).slice(0, RECENT_COMMUNITIES) : initial

/** localStorage as JSON, where anything but a list of communities (an old or hand-edited value) reads as none. */
const recentStorage = {
  getItem: (key: string, initial: ReadonlyArray<RecentCommunity>) => recentOf(json.getItem(key, initial), initial),
  setItem: (key: string, recent: ReadonlyArray<RecentCommunity>) => json.setItem(key, recent),
  removeItem: (key: string) => json.removeItem(key),
  subscribe: (key: string, callback: (recent: ReadonlyArray<RecentCommunity>) => void, initial: ReadonlyArray<RecentCommunity>) =>
    json.subscribe?.(key, (stored) => callback(recentOf(stored, initial)), initial)
}

/** The communities the reader opened, the latest first, in every tab and after a reload. */
export const recentCommunitiesAtom = atomWithStorage<ReadonlyArray<RecentCommunity>>("redline.recentCommunities", [], recentStorage, {
  getOnInit: true
})

/** Opening a community puts it first, once, and keeps the last 8. */
export const visitCommunityAtom = atom(null, (get, set, community: Community) => {
  const visited: RecentCommunity = {
    id: community.id,
    name: community.name,
    slug: community.slug,
    url: community.url,
    title: community.title,
    photo: community.photo,
    timestamp: Date.now()
  }
  const others = get(recentCommunitiesAtom).filter((recent) => recent.id !== community.id)
  set(recentCommunitiesAtom, [visited, ...others].slice(0, RECENT_COMMUNITIES))
})
