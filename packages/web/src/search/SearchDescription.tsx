import { useId, useState } from "react"
import { MarkdownText } from "../ui/MarkdownText.tsx"
import "./SearchDescription.css"

/** Longer than this, in plain text, the description opens folded: a few lines, then 'Show more'. */
const FOLDED_LENGTH = 320

/** The make's or model's description (spec 1 §2), folded when long, with Show more and Show less. */
export function SearchDescription({ markdown, plain }: { readonly markdown: string; readonly plain: string }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const long = plain.length > FOLDED_LENGTH
  return (
    <div className="search-description">
      <div id={id} className="search-description__text" data-folded={long && !open ? "" : undefined}>
        <MarkdownText text={markdown} />
      </div>
      {long && (
        <button type="button" className="search-description__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? "Show less" : "Show more"}
        </button>
      )}
    </div>
  )
}
