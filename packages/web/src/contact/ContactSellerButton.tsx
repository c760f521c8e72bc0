import type { AuctionDetail } from "@redline/api"
import { contactSellerBlock, isAuctionSeller, Messages } from "@redline/domain"
import { useEffect, useState } from "react"
import { useSignInDialog } from "../auth/signInDialog.ts"
import { useCarriedAction } from "../auth/useCarriedAction.ts"
import { useSession } from "../session/useSession.ts"
import { MailIcon } from "../ui/icons.tsx"
import { ContactSellerDialog } from "./ContactSellerDialog.tsx"
import "./ContactSellerButton.css"

type ContactedAuction = Pick<AuctionDetail, "id" | "title" | "seller" | "status">

// long enough to read the seller's name, short enough not to linger over the photos
const NOTICE_MILLIS = 6_000

/**
 * Contact the seller (spec 1 §4, §6): for everyone but the seller, while the auction is live. A
 * visitor is sent to sign in, carrying the action; back here, the dialog opens once. A message
 * being written when the auction ends keeps its dialog: sending it then says why it can't go.
 */
export function ContactSellerButton({ auction }: { auction: ContactedAuction }) {
  const session = useSession()
  const [open, setOpen] = useState(false)
  const isSeller = session !== null && isAuctionSeller(session.username, auction.seller)
  const offered = contactSellerBlock(isSeller, auction.status) === null
  if (!offered && !open) return null
  return <ContactSeller auction={auction} signedIn={session !== null} offered={offered} open={open} setOpen={setOpen} />
}

interface ContactSellerProps {
  readonly auction: ContactedAuction
  readonly signedIn: boolean
  /** Whether the button is offered now; the dialog may stay open after it no longer is. */
  readonly offered: boolean
  readonly open: boolean
  readonly setOpen: (open: boolean) => void
}

function ContactSeller({ auction, signedIn, offered, open, setOpen }: ContactSellerProps) {
  const signIn = useSignInDialog()
  const [sent, setSent] = useState(false)

  const sendToSignIn = (sessionExpired = false) => signIn("contact-seller", undefined, { sessionExpired })

  const start = () => {
    setSent(false)
    if (signedIn) setOpen(true)
    else sendToSignIn()
  }

  useCarriedAction("contact-seller", signedIn, () => setOpen(true))

  useEffect(() => {
    if (!sent) return
    const timer = setTimeout(() => setSent(false), NOTICE_MILLIS)
    return () => clearTimeout(timer)
  }, [sent])

  return (
    <div className="contact-seller">
      {offered && (
        <button type="button" className="button button--quiet button--small" onClick={start}>
          <MailIcon width="18" height="18" />
          Contact seller
        </button>
      )}
      <p className="contact-seller__notice notice-bubble" data-tone="success" role="status">
        {sent ? Messages.contactSent(auction.seller) : ""}
      </p>
      {open && (
        <ContactSellerDialog
          auction={auction}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false)
            setSent(true)
          }}
          // the dialog opens for a signed-in user only: needing to sign in there means the session ran out
          onSignInNeeded={() => sendToSignIn(true)}
        />
      )}
    </div>
  )
}
