import { Link } from "wouter"
import "./PageLinks.css"

/** Page numbers shown around the current one; the first and last are always offered. */
const AROUND = 2

/** Numbered, 1-based paging as links, so every page has its own URL. */
export function PageLinks({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount < 2) return null
  const numbers = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pageCount || Math.abs(n - page) <= AROUND
  )
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
            <Link
              href={hrefFor(n)}
              className="page-links__link"
              aria-current={n === page ? "page" : undefined}
              aria-label={`Page ${n}`}
            >
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
