/** Where a page can be shared besides copying its link (spec 1 §2 'Share dialog'). */
export interface ShareLink {
  readonly label: "Facebook" | "Twitter" | "Bluesky" | "Email"
  readonly href: string
}

/**
 * The providers' public share addresses for a page's absolute `url` and its `title`. Facebook
 * reads the title from the page's Open Graph tags, so it takes the address alone.
 */
export function shareLinks(url: string, title: string): ReadonlyArray<ShareLink> {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: "Twitter", href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { label: "Bluesky", href: `https://bsky.app/intent/compose?text=${encodeURIComponent(`${title} ${url}`)}` },
    { label: "Email", href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n${url}`)}` }
  ]
}
