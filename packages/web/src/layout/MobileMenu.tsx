import { Link } from "wouter"
import { SignInLink } from "../auth/SignInLink.tsx"
import { CloseIcon, MenuIcon } from "../ui/icons.tsx"
import { AUCTION_LISTS } from "../auctions/auctionLists.ts"
import { useSession } from "../session/useSession.ts"
import { SellerCallToActionLink } from "../submissions/SellerCallToActionLink.tsx"
import { accountItemsFor } from "./accountItems.ts"
import { MenuLinks } from "./MenuLinks.tsx"
import { useMenu } from "./useMenu.ts"

/** The header's menu on phones and small tablets, where the desktop links don't fit. */
export function MobileMenu() {
  const menu = useMenu()
  const session = useSession()

  return (
    <div className="mobile-menu" ref={menu.container}>
      <button
        ref={menu.button}
        type="button"
        className="header__icon-button mobile-menu__button"
        aria-expanded={menu.open}
        aria-controls={menu.listId}
        aria-label="Menu"
        onClick={menu.toggle}
      >
        {menu.open ? <CloseIcon width="24" height="24" /> : <MenuIcon width="24" height="24" />}
      </button>
      <nav id={menu.listId} className="header__drop mobile-menu__panel" aria-label="Menu" hidden={!menu.open}>
        <p className="mobile-menu__group">Auctions</p>
        <MenuLinks className="mobile-menu__list" itemClassName="mobile-menu__item" links={AUCTION_LISTS} onFollow={menu.close} />
        <ul className="mobile-menu__list mobile-menu__list--separated">
          <li>
            <Link href="/community/" className="mobile-menu__item" onClick={menu.close}>
              Community
            </Link>
          </li>
          <li>
            <SellerCallToActionLink className="mobile-menu__item" onClick={menu.close} />
          </li>
          {session === null && (
            <li>
              <SignInLink className="mobile-menu__item" onFollow={menu.close}>
                Sign in
              </SignInLink>
            </li>
          )}
        </ul>
        {session !== null && (
          <>
            <p className="mobile-menu__signed-in mobile-menu__list--separated">
              Signed in as <strong>{session.username}</strong>
            </p>
            <MenuLinks
              className="mobile-menu__list"
              itemClassName="mobile-menu__item"
              links={accountItemsFor(session.abilities)}
              onFollow={menu.close}
            />
          </>
        )}
      </nav>
    </div>
  )
}
