import { CLOSEST_TO_ME_SORT, type SortList } from "@redline/domain"
import { Link } from "wouter"
import "./SortBar.css"

/**
 * The sort options as links, so each sort has its own URL. 'Closest to me' is left out until the
 * distance setting (zip form) is built: without it the sort has nothing to measure from.
 */
export function SortBar({
  sorts,
  current,
  hrefFor,
  label = "Sort"
}: {
  sorts: SortList
  current: number
  hrefFor: (key: number) => string
  /** Where a page has two lists, each bar's own name. */
  label?: string
}) {
  return (
    <nav className="sort-bar" aria-label={label}>
      <ul className="sort-bar__list">
        {sorts
          .filter(({ key }) => key !== CLOSEST_TO_ME_SORT)
          .map(({ key, label }) => (
            <li key={key}>
              <Link href={hrefFor(key)} className="sort-bar__option" aria-current={key === current ? "true" : undefined}>
                {label}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  )
}
