import type { SortList } from "@redline/domain"
import { Link } from "wouter"
import "./SortBar.css"

interface SortBarProps {
  readonly sorts: SortList
  readonly current: number
  readonly hrefFor: (key: number) => string
  /** Its name, where a page has two lists to sort ('Sort live auctions'). */
  readonly label?: string
}

/** The sort options as links, so each sort has its own URL. */
export function SortBar({ sorts, current, hrefFor, label = "Sort" }: SortBarProps) {
  return (
    <nav className="sort-bar" aria-label={label}>
      <ul className="sort-bar__list">
        {sorts.map(({ key, label }) => (
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
