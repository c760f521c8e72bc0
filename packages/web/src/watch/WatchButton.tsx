import type { AuctionListItem } from "@redline/api"
import { isAuctionSeller, Messages } from "@redline/domain"
import { useEffect, useId, useState } from "react"
import { refusalOf } from "../api/refusal.ts"
import { useSignInDialog } from "../auth/signInDialog.ts"
import { useCarriedAction } from "../auth/useCarriedAction.ts"
import { useSession } from "../session/useSession.ts"
import { HeartIcon } from "../ui/icons.tsx"
import { useWatchAuction } from "./useWatchAuction.ts"
import "./WatchButton.css"

/** What the button needs of an auction; its list form and its detail both have it. */
export type WatchedAuction = Pick<AuctionListItem, "id" | "seller" | "watching" | "watchers">

interface WatchButtonProps {
  readonly auction: WatchedAuction
  /** On a card's photo, a heart and the count; on the auction page, also the word. */
  readonly variant: "card" | "page"
}

// long enough to read, short enough not to linger over the card's photo
const NOTICE_MILLIS = 5_000

const count = new Intl.NumberFormat("en-US")
const watchersText = (watchers: number) => (watchers === 1 ? "1 watcher" : `${count.format(watchers)} watchers`)

/**
 * Watch or stop watching an auction (spec 1 §2, §4, §6). The seller gets no control. A visitor
 * is sent to sign in, carrying the watch and the auction it is for; back here, it is made once.
 */
export function WatchButton({ auction, variant }: WatchButtonProps) {
  const session = useSession()
  if (session !== null && isAuctionSeller(session.username, auction.seller)) return null
  return <WatchToggle auction={auction} variant={variant} signedIn={session !== null} />
}

function WatchToggle({ auction, variant, signedIn }: WatchButtonProps & { readonly signedIn: boolean }) {
  const watch = useWatchAuction(auction.id)
  const signIn = useSignInDialog()
  const [notice, setNotice] = useState<string | null>(null)
  const descriptionId = useId()

  const sendToSignIn = (sessionExpired = false) => signIn("watch-auction", auction.id, { sessionExpired })

  const setWatching = (wanted: boolean) => {
    setNotice(null)
    watch.mutate(wanted, {
      onError: (error) => {
        // a refusal the server explains (the seller's own auction, an auction gone) keeps its words; anything else asks to try again
        const refusal = refusalOf(error, Messages.watchNotSaved)
        // only a signed-in user's watch is sent: being refused for want of a session means it ran out
        if (refusal.kind === "sign_in") sendToSignIn(true)
        else setNotice(refusal.message)
      }
    })
  }

  useCarriedAction(
    "watch-auction",
    signedIn,
    () => {
      if (!auction.watching) setWatching(true)
    },
    auction.id
  )

  useEffect(() => {
    if (notice === null) return
    const timer = setTimeout(() => setNotice(null), NOTICE_MILLIS)
    return () => clearTimeout(timer)
  }, [notice])

  const label = auction.watching ? "Watching" : "Watch"
  return (
    <span className="watch" data-variant={variant}>
      <button
        type="button"
        className="watch__button"
        aria-pressed={auction.watching}
        aria-describedby={descriptionId}
        title={variant === "card" ? label : undefined}
        onClick={() => (signedIn ? setWatching(!auction.watching) : sendToSignIn())}
      >
        <HeartIcon className="watch__icon" width="18" height="18" />
        {/* the word names the button; on a card it is for screen readers only */}
        <span className={variant === "card" ? "visually-hidden" : "watch__label"}>{label}</span>
        <span className="watch__count" aria-hidden="true">
          {count.format(auction.watchers)}
        </span>
      </button>
      <span id={descriptionId} hidden>
        {watchersText(auction.watchers)}
      </span>
      <span className="watch__notice notice-bubble" role="status">
        {notice}
      </span>
    </span>
  )
}
