import { Link, useLocation } from "wouter"

const PAGES = [
  { href: "/account/", label: "Account" },
  { href: "/account/settings", label: "Settings" }
] as const

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, "")

/** Tabs between the pages of one's own account. */
export function AccountNav() {
  const [location] = useLocation()
  return (
    <nav className="account-nav" aria-label="Your account">
      <ul className="account-nav__list">
        {PAGES.map((page) => (
          <li key={page.href}>
            <Link
              href={page.href}
              className="account-nav__link"
              aria-current={withoutTrailingSlash(location) === withoutTrailingSlash(page.href) ? "page" : undefined}
            >
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
