import { ChevronDownIcon } from "../ui/icons.tsx"
import { ACCOUNT_ITEMS } from "./accountItems.ts"
import { MenuLinks } from "./MenuLinks.tsx"
import { useMenu } from "./useMenu.ts"
import "./AuctionsMenu.css"

/** The signed-in desktop header's account menu (spec 2 §2): the username opens Account, Account Settings and Sign out. */
export function AccountMenu({ username }: { readonly username: string }) {
  const menu = useMenu()

  return (
    <div className="auctions-menu account-menu" ref={menu.container}>
      <button
        ref={menu.button}
        type="button"
        className="header__link account-menu__button"
        aria-expanded={menu.open}
        aria-controls={menu.listId}
        title={`Signed in as ${username}`}
        onClick={menu.toggle}
      >
        <span className="visually-hidden">Account menu, signed in as </span>
        <span className="account-menu__name">{username}</span>
        <ChevronDownIcon className="auctions-menu__chevron" width="16" height="16" />
      </button>
      <MenuLinks
        id={menu.listId}
        className="auctions-menu__list account-menu__list"
        itemClassName="auctions-menu__item"
        links={ACCOUNT_ITEMS}
        hidden={!menu.open}
        onFollow={menu.close}
      />
    </div>
  )
}
