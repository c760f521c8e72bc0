import { ChevronDownIcon } from "../ui/icons.tsx"
import type { StoredSession } from "../session/sessionAtom.ts"
import { accountItemsFor } from "./accountItems.ts"
import { MenuLinks } from "./MenuLinks.tsx"
import { useMenu } from "./useMenu.ts"
import "./AuctionsMenu.css"

/** The signed-in desktop header's account menu (spec 2 §2): the username opens the account's items, Sign out last. */
export function AccountMenu({ session }: { readonly session: StoredSession }) {
  const { username } = session
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
        links={accountItemsFor(session.abilities)}
        hidden={!menu.open}
        onFollow={menu.close}
      />
    </div>
  )
}
