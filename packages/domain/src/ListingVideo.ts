/**
 * A listing's videos are links to YouTube or Vimeo (spec 3 §5 recognises both). The page shows
 * a poster and frames the provider's player only once the video is asked for, so nothing is
 * fetched from the provider before then; the player comes from the providers' privacy-minded
 * hosts, which the site's security policy frames.
 */
export interface ListingVideo {
  readonly provider: "YouTube" | "Vimeo"
  /** The provider's player for the video, starting to play as it loads (it loads on a click). */
  readonly player: string
}

/** Where the players come from: what the site's security policy lets pages frame for listings. */
export const LISTING_VIDEO_PLAYERS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"])
const YOUTUBE_ID = /^[\w-]{11}$/
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"])

const youTubeIdOf = (url: URL): string | null => {
  if (url.hostname === "youtu.be") return url.pathname.slice(1)
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null
  if (url.pathname === "/watch") return url.searchParams.get("v")
  const [, kind, id] = url.pathname.split("/")
  return kind === "embed" || kind === "shorts" || kind === "live" ? (id ?? null) : null
}

const vimeoIdOf = (url: URL): string | null => {
  if (!VIMEO_HOSTS.has(url.hostname)) return null
  const id = url.pathname.split("/").findLast((part) => part !== "")
  return id !== undefined && /^\d+$/.test(id) ? id : null
}

/** The video a listing's link names, or null for a link that is no YouTube or Vimeo video. */
export function listingVideoOf(link: string): ListingVideo | null {
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return null
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null
  const youTubeId = youTubeIdOf(url)
  if (youTubeId !== null && YOUTUBE_ID.test(youTubeId)) {
    return { provider: "YouTube", player: `${LISTING_VIDEO_PLAYERS[0]}/embed/${youTubeId}?autoplay=1` }
  }
  const vimeoId = vimeoIdOf(url)
  if (vimeoId !== null) return { provider: "Vimeo", player: `${LISTING_VIDEO_PLAYERS[1]}/video/${vimeoId}?autoplay=1&dnt=1` }
  return null
}
