import type { AnchorHTMLAttributes } from "react"
import Markdown, { type Components } from "react-markdown"
import remarkGfm from "remark-gfm"

/**
 * Sellers write listings (and staff the makes' and models' descriptions) in Markdown; only text
 * structure is drawn from it. Raw HTML is dropped, anything outside this list (images, headings
 * of the page's own levels) keeps just its text.
 */
const ALLOWED_ELEMENTS = [
  "p",
  "br",
  "strong",
  "em",
  "del",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "hr",
  "h1",
  "h2",
  "h3",
  "h4",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td"
]

/** Links leave the site in a new tab, vouching for nothing (user-written content). */
function ListingLink({ href, children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const internal = href?.startsWith("/") === true && !href.startsWith("//")
  return internal ? (
    <a href={href}>{children}</a>
  ) : (
    <a href={href} target="_blank" rel="nofollow ugc noopener noreferrer">
      {children}
    </a>
  )
}

// the section headings are h2: the listing's own headings sit under them
const components: Components = { a: ListingLink, h1: "h3", h2: "h3", h3: "h4", h4: "h4" }

/**
 * Markdown written on the site, drawn as text structure under a section's h2 heading: no raw
 * HTML, links out in a new tab. `singleTilde: false`: one '~' is the sellers' 'about'
 * ('~15,000 miles'), never strikethrough.
 */
export function MarkdownText({ text }: { readonly text: string }) {
  return (
    <Markdown
      remarkPlugins={[[remarkGfm, { singleTilde: false }]]}
      skipHtml
      allowedElements={ALLOWED_ELEMENTS}
      unwrapDisallowed
      components={components}
    >
      {text}
    </Markdown>
  )
}
