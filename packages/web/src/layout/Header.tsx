import { Link } from "wouter"
import { useState } from "react"
import { SearchBox } from "../search/SearchBox.tsx"
import { SellerCallToActionLink } from "../submissions/SellerCallToActionLink.tsx"
import { CloseIcon, SearchIcon } from "../ui/icons.tsx"
import { AccountLinks } from "./AccountLinks.tsx"
import { AuctionsMenu } from "./AuctionsMenu.tsx"
import { Logo } from "./Logo.tsx"
import { MobileMenu } from "./MobileMenu.tsx"
import "./Header.css"

/**
 * The site's header: the logo, the lists and selling, the search box, the account. On a phone
 * the search box opens under the bar from a search button, as the bar has no room for it.
 */
export function Header() {
  const [searching, setSearching] = useState(false)
  return (
    <header className="header">
      <div className="header__bar container">
        <Logo />
        <nav className="header__nav" aria-label="Main">
          <AuctionsMenu label="Auctions" />
          <Link href="/community/" className="header__link">
            Community
          </Link>
          <SellerCallToActionLink className="header__link" />
        </nav>
        <div className="header__search">
          <SearchBox />
        </div>
        <div className="header__actions">
          <button
            type="button"
            className="header__icon-button header__search-button"
            aria-expanded={searching}
            aria-controls="header-phone-search"
            aria-label="Search"
            onClick={() => setSearching(!searching)}
          >
            {searching ? <CloseIcon width="22" height="22" /> : <SearchIcon width="22" height="22" />}
          </button>
          <AccountLinks />
          <MobileMenu />
        </div>
      </div>
      <div id="header-phone-search" className="header__phone-search container" hidden={!searching}>
        {searching && <SearchBox autoFocus onDone={() => setSearching(false)} />}
      </div>
    </header>
  )
}
