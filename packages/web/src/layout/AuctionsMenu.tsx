import { useCallback, useId, useRef, useState } from "react"
import { Link } from "wouter"
import { AUCTION_LISTS } from "../auctions/auctionLists.ts"
import { ChevronDownIcon } from "../ui/icons.tsx"
import { useDismiss } from "./useDismiss.ts"
import "./AuctionsMenu.css"

/**
 * A dropdown of the three auction lists: the header's 'Auctions' menu, and on the list pages the
 * page heading itself (the spec's heading menu), so the lists are one tap apart on a phone.
 */
export function AuctionsMenu({ label, heading = false }: { label: string; heading?: boolean }) {
  const [open, setOpen] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(container, button, open, close)
  const listId = useId()

  const toggle = (
    <button
      ref={button}
      type="button"
      className={heading ? "auctions-menu__heading-button" : "header__link"}
      aria-expanded={open}
      aria-controls={listId}
      onClick={() => setOpen((isOpen) => !isOpen)}
    >
      {label}
      <ChevronDownIcon className="auctions-menu__chevron" width={heading ? "28" : "16"} height={heading ? "28" : "16"} />
    </button>
  )

  return (
    <div className="auctions-menu" ref={container}>
      {heading ? <h1 className="auctions-menu__heading">{toggle}</h1> : toggle}
      <ul id={listId} className="auctions-menu__list" hidden={!open}>
        {AUCTION_LISTS.map((list) => (
          <li key={list.href}>
            <Link href={list.href} className="auctions-menu__item" onClick={close}>
              {list.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
