import { useCallback, useId, useRef, useState } from "react"
import { Link } from "wouter"
import { ChevronDownIcon } from "../ui/icons.tsx"
import { ACCOUNT_ITEMS } from "./accountItems.ts"
import { useDismiss } from "./useDismiss.ts"
import "./AuctionsMenu.css"

/** The signed-in desktop header's account menu (spec 2 §2): the username opens Account, Account Settings and Sign out. */
export function AccountMenu({ username }: { readonly username: string }) {
  const [open, setOpen] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(container, button, open, close)
  const listId = useId()

  return (
    <div className="auctions-menu account-menu" ref={container}>
      <button
        ref={button}
        type="button"
        className="header__link account-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        title={`Signed in as ${username}`}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span className="visually-hidden">Account menu, signed in as </span>
        <span className="account-menu__name">{username}</span>
        <ChevronDownIcon className="auctions-menu__chevron" width="16" height="16" />
      </button>
      <ul id={listId} className="auctions-menu__list account-menu__list" hidden={!open}>
        {ACCOUNT_ITEMS.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="auctions-menu__item" onClick={close}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
