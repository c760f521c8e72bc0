import { useEffect } from "react"

/** What search engines and link previews read about a page (spec 1 §1: Open Graph, Twitter card, canonical link, structured data). */
export interface PageMetadata {
  readonly description: string
  /** The page's one address, absolute. */
  readonly canonicalUrl: string
  readonly title: string
  /** An absolute image address for link previews. */
  readonly imageUrl: string | null
  /** schema.org JSON-LD */
  readonly structuredData: object
}

/** Sets `<meta>` `attribute=key` to `content`; the returned function puts back what was there. */
function setMeta(attribute: "name" | "property", key: string, content: string): () => void {
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (existing !== null) {
    const previous = existing.content
    existing.content = content
    return () => {
      existing.content = previous
    }
  }
  const meta = document.createElement("meta")
  meta.setAttribute(attribute, key)
  meta.content = content
  document.head.append(meta)
  return () => meta.remove()
}

function addToHead(element: HTMLElement): () => void {
  document.head.append(element)
  return () => element.remove()
}

/**
 * Writes a page's metadata into the document head while it is shown, and takes it back after,
 * so the next page starts from the site's defaults in index.html.
 */
export function usePageMetadata(metadata: PageMetadata): void {
  const { description, canonicalUrl, title, imageUrl, structuredData } = metadata
  const json = JSON.stringify(structuredData)
  useEffect(() => {
    const canonical = document.createElement("link")
    canonical.rel = "canonical"
    canonical.href = canonicalUrl
    const jsonLd = document.createElement("script")
    jsonLd.type = "application/ld+json"
    // text, never parsed as HTML: a listing's words can't close the script
    jsonLd.textContent = json
    const undo = [
      setMeta("name", "description", description),
      setMeta("property", "og:type", "website"),
      setMeta("property", "og:site_name", "Redline"),
      setMeta("property", "og:title", title),
      setMeta("property", "og:description", description),
      setMeta("property", "og:url", canonicalUrl),
      setMeta("name", "twitter:card", imageUrl === null ? "summary" : "summary_large_image"),
      ...(imageUrl === null ? [] : [setMeta("property", "og:image", imageUrl)]),
      addToHead(canonical),
      addToHead(jsonLd)
    ]
    return () => undo.forEach((put) => put())
  }, [description, canonicalUrl, title, imageUrl, json])
}
