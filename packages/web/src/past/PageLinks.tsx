import { PAGE_WINDOW_SIZES, pageWindow } from "@redline/domain"
import { Link } from "wouter"
import { EXTRA_SMALL_LAYOUT, MOBILE_LAYOUT, useMediaQuery } from "../ui/useMediaQuery.ts"
import "./PageLinks.css"

/** Numbered, 1-based paging as links, so every page has its own URL; fewer numbers on smaller screens. */
export function PageLinks({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  const extraSmall = useMediaQuery(EXTRA_SMALL_LAYOUT)
  const mobile = useMediaQuery(MOBILE_LAYOUT)
  if (pageCount < 2) return null
  const size = extraSmall ? PAGE_WINDOW_SIZES.extraSmall : mobile ? PAGE_WINDOW_SIZES.mobile : PAGE_WINDOW_SIZES.other
  const numbers = pageWindow(page, pageCount, size)
  return (
    <nav className="page-links" aria-label="Pages">
      <ul className="page-links__list">
        {page > 1 && (
          <li>
            <Link href={hrefFor(page - 1)} className="page-links__link" rel="prev">
              Previous
            </Link>
          </li>
        )}
        {numbers.map((n, i) => (
          <li key={n}>
            {i > 0 && n - (numbers[i - 1] ?? n) > 1 && <span className="page-links__gap">…</span>}
            <Link href={hrefFor(n)} className="page-links__link" aria-current={n === page ? "page" : undefined} aria-label={`Page ${n}`}>
              {n}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link href={hrefFor(page + 1)} className="page-links__link" rel="next">
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
