import type { ListingSections as Sections } from "@redline/api"
import type { AnchorHTMLAttributes } from "react"
import Markdown, { type Components } from "react-markdown"
import remarkGfm from "remark-gfm"

/** The listing's text sections in reading order, with their headings. */
const SECTIONS: ReadonlyArray<readonly [keyof Omit<Sections, "videos">, string]> = [
  ["doug", "Redline's Take"],
  ["highlights", "Highlights"],
  ["equipment", "Equipment"],
  ["modifications", "Modifications"],
  ["known_flaws", "Known Flaws"],
  ["recent_service_history", "Recent Service History"],
  ["other_items", "Other Items Included in Sale"],
  ["ownership_history", "Ownership History"],
  ["seller_notes", "Seller Notes"]
]

/**
 * Sellers write listings in Markdown; only text structure is drawn from it. Raw HTML is dropped,
 * anything outside this list (images, headings of the page's own levels) keeps just its text.
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

export function ListingSections({ sections }: { sections: Sections }) {
  return (
    <>
      {SECTIONS.filter(([key]) => sections[key].trim() !== "").map(([key, heading]) => (
        <section key={key} className="auction-section listing-section" aria-labelledby={`listing-${key}`}>
          <h2 id={`listing-${key}`} className="auction-section__heading">
            {heading}
          </h2>
          <div className="listing-section__text">
            {/* `singleTilde: false`: one '~' is the sellers' 'about' ('~15,000 miles'), never strikethrough */}
            <Markdown
              remarkPlugins={[[remarkGfm, { singleTilde: false }]]}
              skipHtml
              allowedElements={ALLOWED_ELEMENTS}
              unwrapDisallowed
              components={components}
            >
              {sections[key]}
            </Markdown>
          </div>
        </section>
      ))}
    </>
  )
}
