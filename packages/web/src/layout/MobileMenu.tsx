import { useCallback, useId, useRef, useState } from "react"
import { Link } from "wouter"
import { CloseIcon, MenuIcon } from "../ui/icons.tsx"
import { AUCTION_LISTS } from "../auctions/auctionLists.ts"
import { useSession } from "../session/useSession.ts"
import { ACCOUNT_ITEMS } from "./accountItems.ts"
import { useDismiss } from "./useDismiss.ts"

/** The header's menu on phones and small tablets, where the desktop links don't fit. */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(container, button, open, close)
  const panelId = useId()
  const session = useSession()

  return (
    <div className="mobile-menu" ref={container}>
      <button
        ref={button}
        type="button"
        className="mobile-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {open ? <CloseIcon width="24" height="24" /> : <MenuIcon width="24" height="24" />}
      </button>
      <nav id={panelId} className="mobile-menu__panel" aria-label="Menu" hidden={!open}>
        <p className="mobile-menu__group">Auctions</p>
        <ul className="mobile-menu__list">
          {AUCTION_LISTS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="mobile-menu__item" onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="mobile-menu__list mobile-menu__list--separated">
          <li>
            <Link href="/sell-car/" className="mobile-menu__item" onClick={close}>
              Sell a Car
            </Link>
          </li>
          {session === null && (
            <li>
              <Link href="/signin/" className="mobile-menu__item" onClick={close}>
                Sign in
              </Link>
            </li>
          )}
        </ul>
        {session !== null && (
          <>
            <p className="mobile-menu__signed-in mobile-menu__list--separated">
              Signed in as <strong>{session.username}</strong>
            </p>
            <ul className="mobile-menu__list">
              {ACCOUNT_ITEMS.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="mobile-menu__item" onClick={close}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </nav>
    </div>
  )
}
