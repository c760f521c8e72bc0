import type { SortList } from "@redline/domain"
import { Link } from "wouter"
import "./SortBar.css"

/** The sort options as links, so each sort has its own URL. */
export function SortBar({ sorts, current, hrefFor }: { sorts: SortList; current: number; hrefFor: (key: number) => string }) {
  return (
    <nav className="sort-bar" aria-label="Sort">
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
