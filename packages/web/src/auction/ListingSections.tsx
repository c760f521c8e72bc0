import type { ListingSections as Sections } from "@redline/api"
import { MarkdownText } from "../ui/MarkdownText.tsx"

/** The listing's text sections in reading order, with their headings. */
export const LISTING_SECTION_HEADINGS: ReadonlyArray<readonly [keyof Omit<Sections, "videos">, string]> = [
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

export function ListingSections({ sections }: { sections: Sections }) {
  return (
    <>
      {LISTING_SECTION_HEADINGS.filter(([key]) => sections[key].trim() !== "").map(([key, heading]) => (
        <section key={key} className="auction-section listing-section" aria-labelledby={`listing-${key}`}>
          <h2 id={`listing-${key}`} className="auction-section__heading">
            {heading}
          </h2>
          <div className="listing-section__text">
            <MarkdownText text={sections[key]} />
          </div>
        </section>
      ))}
    </>
  )
}
