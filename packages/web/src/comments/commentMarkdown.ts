import { commentParts, listingVideoOf, type ListingVideo } from "@redline/domain"
import { profilePath } from "../profile/profilePath.ts"

/**
 * What a comment's Markdown may draw (spec 3 §5 'Formatting allows only a limited set of
 * elements'): text structure and links. Anything else (images, headings, tables) keeps only its
 * text, and raw HTML is shown as the text it is (`remarkHtmlAsText`).
 */
export const COMMENT_ELEMENTS = ["p", "br", "strong", "em", "del", "a", "ul", "ol", "li", "blockquote", "code", "pre"]

// Links resolve against a base no link can name, so a relative link is told from one to another site.
const BASE = "https://redline.invalid"
const SCHEMES = new Set(["http:", "https:", "mailto:"])

/**
 * A link's address as the page may carry it: a web or mail address, or one on the site; anything
 * else (`javascript:`, `data:`, `vbscript:`, however spelled) is no link at all. Addresses are read
 * by the browser's own URL parser, so a scheme hidden by tabs, newlines or entities is read as the
 * browser would read it, and the page carries the address as parsed.
 */
export function commentLinkUrl(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url, `${BASE}/`)
  } catch {
    return ""
  }
  if (!SCHEMES.has(parsed.protocol)) return ""
  return parsed.origin === BASE ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href
}

/** The part of a Markdown tree a mention is looked for in. */
interface MarkdownNode {
  type: string
  value?: string
  url?: string
  children?: Array<MarkdownNode>
}

/** The text node cut into its text and links to the profiles it mentions, by the domain's rule; a keyword naming no one (`@seller` where there is none) stays text. */
const withMentions = (text: string, seller: string): Array<MarkdownNode> =>
  commentParts(text, seller).map((part) =>
    part.type === "text" || part.username === ""
      ? { type: "text", value: part.text }
      : { type: "link", url: profilePath(part.username), children: [{ type: "text", value: part.text }] }
  )

const linkMentions =
  (seller: string) =>
  (node: MarkdownNode): void => {
    if (node.children === undefined || node.type === "link" || node.type === "linkReference") return
    node.children = node.children.flatMap((child) => (child.type === "text" ? withMentions(child.value ?? "", seller) : [child]))
    node.children.forEach(linkMentions(seller))
  }

function htmlAsText(node: MarkdownNode): void {
  if (node.type === "html") node.type = "text"
  node.children?.forEach(htmlAsText)
}

/**
 * A remark plugin: HTML in a comment is never markup (spec 3 §5 'no raw HTML'), but it is what the
 * person typed, so it shows as text (`<b>` reads '<b>'), a line that starts with a tag too.
 */
export const remarkHtmlAsText = () => htmlAsText

/**
 * A remark plugin: `@username` in a comment's text links to that member's profile, and the keyword
 * `@seller` to the profile of the auction's `seller` (spec 3 §5); with no seller (`""`, a community
 * post or reply) it is no one's.
 */
export const remarkMentions = ({ seller }: { readonly seller: string }) => linkMentions(seller)

// a web address as people paste them, up to the space, bracket or quote that ends it
const WEB_ADDRESS = /https?:\/\/[^\s<>()[\]"']+/g

/** The YouTube and Vimeo videos a comment links to, once each, in the order written (spec 3 §5). */
export function commentVideos(text: string): ReadonlyArray<ListingVideo> {
  const videos = new Map<string, ListingVideo>()
  for (const [address] of text.matchAll(WEB_ADDRESS)) {
    const video = listingVideoOf(address)
    if (video !== null) videos.set(video.player, video)
  }
  return [...videos.values()]
}

/**
 * A comment's Markdown read as plain words, for the one-line quote of a reply: links keep their
 * words, emphasis and code lose their marks, list, quote and heading markers go, lines run on.
 */
export function plainCommentText(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(?:[-*+]|\d+[.)]|>+|#{1,6})\s+/gm, "")
    .replace(/(\*\*|__|~~|`)(.+?)\1/g, "$2")
    .replace(/(^|[\s(])[*_](\S(?:.*?\S)?)[*_](?=[\s).,!?:;]|$)/gm, "$1$2")
    .replace(/\s+/g, " ")
    .trim()
}
