import { AUCTION_LISTS } from "../auctions/auctionLists.ts"
import { ChevronDownIcon } from "../ui/icons.tsx"
import { MenuLinks } from "./MenuLinks.tsx"
import { useMenu } from "./useMenu.ts"
import "./AuctionsMenu.css"

/**
 * A dropdown of the three auction lists: the header's 'Auctions' menu, and on the list pages the
 * page heading itself (the spec's heading menu), so the lists are one tap apart on a phone.
 */
export function AuctionsMenu({ label, heading = false }: { label: string; heading?: boolean }) {
  const menu = useMenu()

  const toggle = (
    <button
      ref={menu.button}
      type="button"
      className={heading ? "auctions-menu__heading-button" : "header__link"}
      aria-expanded={menu.open}
      aria-controls={menu.listId}
      onClick={menu.toggle}
    >
      {label}
      <ChevronDownIcon className="auctions-menu__chevron" width={heading ? "28" : "16"} height={heading ? "28" : "16"} />
    </button>
  )

  return (
    <div className="auctions-menu" ref={menu.container}>
      {heading ? <h1 className="auctions-menu__heading">{toggle}</h1> : toggle}
      <MenuLinks
        id={menu.listId}
        className="auctions-menu__list"
        itemClassName="auctions-menu__item"
        links={AUCTION_LISTS}
        hidden={!menu.open}
        onFollow={menu.close}
      />
    </div>
  )
}
