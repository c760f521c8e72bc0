import { Link } from "wouter"
import { AccountLinks } from "./AccountLinks.tsx"
import { AuctionsMenu } from "./AuctionsMenu.tsx"
import { Logo } from "./Logo.tsx"
import { MobileMenu } from "./MobileMenu.tsx"
import "./Header.css"

export function Header() {
  return (
    <header className="header">
      <div className="header__bar container">
        <Logo />
        <nav className="header__nav" aria-label="Main">
          <AuctionsMenu label="Auctions" />
          <Link href="/sell-car/" className="header__link">
            Sell a Car
          </Link>
        </nav>
        <div className="header__actions">
          <AccountLinks />
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
