import type { CompAuction, ReserveOfferDetail } from "@redline/api"
import { bidBarText, CARD_IMAGE, formatMoney, formatShortDate } from "@redline/domain"
import { useEffect } from "react"
import { Link, useSearch } from "wouter"
import { failureMessage } from "../account/failureMessage.ts"
import { AuctionPhoto } from "../photos/AuctionPhoto.tsx"
import { type ReserveOfferReply, useReserveOffer } from "./useReserveOffer.ts"
import "./ReserveOfferPanel.css"

const shortDate = (iso: string) => formatShortDate(new Date(iso))

/** The seller's answer to an offer, in a sentence. */
function answerText(offer: ReserveOfferDetail): string {
  const when = offer.answered_at === null ? "" : ` on ${shortDate(offer.answered_at)}`
  switch (offer.answer) {
    case "accept":
      return `You accepted the reserve of ${formatMoney(offer.amount)}${when}.`
    case "decline":
      return `You declined this offer${when}. Our team will write to you in the chat below.`
    case "no_reserve":
      return `You chose no reserve${when}: your car sells to the highest bidder.`
    default:
      return ""
  }
}

function CompAuctionCard({ auction }: { readonly auction: CompAuction }) {
  return (
    <li className="reserve-offer__comp">
      <Link href={auction.auction_url} className="reserve-offer__comp-link">
        <AuctionPhoto className="reserve-offer__comp-photo" photo={auction.main_photo} alt={auction.title} size={CARD_IMAGE} />
        <span className="reserve-offer__comp-title">{auction.title}</span>
      </Link>
      <span className="reserve-offer__comp-price">{bidBarText(auction.status, auction.final_price)}</span>
      <span className="reserve-offer__comp-date">Ended {shortDate(auction.auction_end)}</span>
    </li>
  )
}

/**
 * The reserve offer on the seller's submission page ('View Reserve Offer', spec 3 §2, §4): the
 * reserve our team suggests with their message and up to 3 comparable past auctions (photo,
 * title, final price, end date, each linking to its page); the seller accepts it, declines it or
 * chooses no reserve, once, and then reads the answer given. Earlier offers the seller declined
 * are listed below it. Nothing shows before staff make an offer.
 */
export function ReserveOfferPanel({ submissionId, enabled }: { readonly submissionId: number; readonly enabled: boolean }) {
  const { offers, answer } = useReserveOffer(submissionId, enabled)
  const [offer, ...earlier] = offers.data?.reserve_offers ?? []
  // the notification of an offer (utm_campaign=reserveoffer) and 'View Reserve Offer' (#reserve-offer) come to read it
  const cameFor = new URLSearchParams(useSearch()).get("utm_campaign") === "reserveoffer" || window.location.hash === "#reserve-offer"
  const shown = offer !== undefined
  useEffect(() => {
    if (shown && cameFor) document.getElementById("reserve-offer")?.scrollIntoView?.({ block: "start" })
  }, [shown, cameFor])
  if (offer === undefined) return null
  const reply = (given: ReserveOfferReply) => answer.mutate({ offerId: offer.id, reply: given })

  return (
    <section id="reserve-offer" className="reserve-offer" aria-labelledby="reserve-offer-heading">
      <h2 id="reserve-offer-heading" className="submission-page__heading">
        Reserve offer
      </h2>
      <p>
        We suggest a reserve of <strong className="reserve-offer__amount">{formatMoney(offer.amount)}</strong>{" "}
        <span className="reserve-offer__date">(offered {shortDate(offer.created_at)})</span>
      </p>
      <p className="reserve-offer__message">{offer.message}</p>
      {offer.comp_auctions.length > 0 && (
        <>
          <h3 className="reserve-offer__subheading">Comparable auctions</h3>
          <ul className="reserve-offer__comps">
            {offer.comp_auctions.map((auction) => (
              <CompAuctionCard key={auction.id} auction={auction} />
            ))}
          </ul>
        </>
      )}
      {offer.answer === null ? (
        <>
          <div className="reserve-offer__answers">
            <button type="button" className="button" disabled={answer.isPending} onClick={() => reply({ final: true })}>
              Accept {formatMoney(offer.amount)} reserve
            </button>
            <button type="button" className="button button--quiet" disabled={answer.isPending} onClick={() => reply({ final: false })}>
              Decline
            </button>
            <button type="button" className="button button--quiet" disabled={answer.isPending} onClick={() => reply({ no_reserve: true })}>
              No reserve
            </button>
          </div>
          <p className="reserve-offer__note">With no reserve, your car sells to the highest bidder, whatever the price.</p>
        </>
      ) : (
        <p className="reserve-offer__answer" role="status">
          {answerText(offer)}
        </p>
      )}
      {answer.isError && (
        <p className="reserve-offer__error" role="alert">
          {failureMessage(answer.error)}
        </p>
      )}
      {earlier.length > 0 && (
        <ul className="reserve-offer__earlier" aria-label="Earlier offers">
          {earlier.map((past) => (
            <li key={past.id}>
              {formatMoney(past.amount)}, offered {shortDate(past.created_at)}: {answerText(past)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
