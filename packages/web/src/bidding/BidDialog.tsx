import type { AuctionDetail, PlacedBid } from "@redline/api"
import { bidAmountProblem, buyersFee, formatMoney, Messages, minimumNextBid } from "@redline/domain"
import { useQuery } from "@tanstack/react-query"
import { type FormEvent, useId, useState } from "react"
import { Link, useLocation, useSearch } from "wouter"
import { useApi } from "../api/useApi.ts"
import { registerToBidHref } from "../auth/signInLink.ts"
import { registrationQueries } from "../registration/registrationQueries.ts"
import { useReaderId } from "../session/readerId.ts"
import { Dialog } from "../ui/Dialog.tsx"
import { DialogHead } from "../ui/DialogHead.tsx"
import { DialogActions } from "../ui/DialogActions.tsx"
import { TextField } from "../ui/TextField.tsx"
import { type BidRefusal, bidRefusalOf } from "./bidRefusal.ts"
import { useBuyerCommission } from "./useBuyerCommission.ts"
import { newIdempotencyKey, usePlaceBid } from "./usePlaceBid.ts"
import "./BidDialog.css"

interface BidDialogProps {
  /** The auction as the page shows it, kept live: the minimum follows other bidders. */
  readonly auction: AuctionDetail
  /** A one-tap bid of this amount: the dialog opens at its confirm step. */
  readonly amount?: number | null
  readonly onClose: () => void
  readonly onPlaced: (placed: PlacedBid) => void
  /** Bidding closed before the bid arrived. */
  readonly onEnded: () => void
  /** The session ran out: sign in and come back to this dialog. */
  readonly onSignInNeeded: () => void
}

const grouped = new Intl.NumberFormat("en-US")

/** Digits only, so '12,500' and '12500' read the same; an empty field is no bid. */
const amountOf = (text: string): number => (text === "" ? 0 : Number(text.replaceAll(",", "")))

/** The field accepts digits only and shows them grouped, as every amount on the site reads. */
const fieldText = (typed: string): string => {
  const digits = typed.replace(/\D/g, "").replace(/^0+/, "").slice(0, 9)
  return digits === "" ? "" : grouped.format(Number(digits))
}

/**
 * Placing a bid in two steps: an amount (prefilled with the minimum next bid, with the buyer's
 * fee for it), then a confirmation with the fee and total; a one-tap bid starts at the second.
 * A bidder who hasn't registered to bid is told so as the dialog opens, with the way to register
 * and come back. The engine's refusals come back in plain words: a bid that is too low puts the
 * new minimum in the field; an ended auction closes the dialog; a bid the engine didn't take can
 * be sent again as the same bid.
 */
export function BidDialog({ auction, amount: oneTap = null, onClose, onPlaced, onEnded, onSignInNeeded }: BidDialogProps) {
  const headingId = useId()
  const [location] = useLocation()
  const search = useSearch()
  const commission = useBuyerCommission()
  const placeBid = usePlaceBid(auction.id)
  const registration = useQuery(registrationQueries.status(useApi(), useReaderId()))
  const minimum = minimumNextBid(auction.current_bid)
  const [step, setStep] = useState<"amount" | "confirm">(oneTap === null ? "amount" : "confirm")
  const [text, setText] = useState(() => grouped.format(oneTap ?? minimum))
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [refusal, setRefusal] = useState<BidRefusal | null>(null)
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(() => (oneTap === null ? null : newIdempotencyKey()))

  const amount = amountOf(text)
  const fee = buyersFee(amount, commission)

  const review = (event: FormEvent) => {
    event.preventDefault()
    const problem = bidAmountProblem(amount, auction.current_bid)
    if (problem !== null) {
      setFieldError(
        problem._tag === "too_low"
          ? Messages.bidTooLow(problem.min_bid)
          : problem._tag === "too_high"
            ? Messages.bidTooHigh
            : Messages.bidNotWholeDollars
      )
      return
    }
    setRefusal(null)
    setIdempotencyKey(newIdempotencyKey())
    setStep("confirm")
  }

  const send = (key: string) => {
    setRefusal(null)
    placeBid.mutate(
      { amount, idempotencyKey: key },
      {
        onSuccess: onPlaced,
        onError: (error) => {
          const found = bidRefusalOf(error)
          switch (found.kind) {
            case "ended":
              return onEnded()
            case "sign_in":
              return onSignInNeeded()
            case "too_low":
              setText(grouped.format(found.minBid))
              setFieldError(found.message)
              return setStep("amount")
            case "amount":
              setFieldError(found.message)
              return setStep("amount")
            default:
              return setRefusal(found)
          }
        }
      }
    )
  }

  const changeAmount = () => {
    placeBid.reset()
    setRefusal(null)
    setStep("amount")
  }

  // what the server says alone (a registration unknown here) still comes back as its refusal
  const unregistered = registration.data !== undefined && !(registration.data.card_on_file && registration.data.bidding_agreement)
  const registerHref = registerToBidHref(search === "" ? location : `${location}?${search}`, "place-bid")
  const heading = unregistered || step === "amount" ? "Place a bid" : `Confirm your bid of ${formatMoney(amount)}`

  return (
    <Dialog labelledBy={headingId} onClose={onClose} className="bid-dialog">
      <DialogHead headingId={headingId} onClose={onClose}>
        {heading}
      </DialogHead>
      <p className="bid-dialog__auction">{auction.title}</p>

      {unregistered ? (
        <div className="bid-dialog__body">
          <div className="bid-dialog__register" role="alert">
            <p className="bid-dialog__register-lead">{Messages.registerToBid}</p>
            <p>{Messages.registerThenComeBack}</p>
          </div>
          <div className="dialog__actions">
            <Link href={registerHref} className="button">
              Register to bid
            </Link>
            <button type="button" className="button button--quiet" onClick={onClose}>
              Cancel
            </button>
          </div>
        </div>
      ) : step === "amount" ? (
        <form className="bid-dialog__body" noValidate onSubmit={review}>
          <dl className="bid-dialog__facts">
            <div>
              <dt>Current bid</dt>
              <dd>{auction.current_bid > 0 ? formatMoney(auction.current_bid) : "No bids yet"}</dd>
            </div>
            <div>
              <dt>Minimum bid</dt>
              <dd>{formatMoney(minimum)}</dd>
            </div>
          </dl>
          <TextField
            label="Your bid"
            prefix="$"
            inputMode="numeric"
            autoComplete="off"
            autoFocus
            value={text}
            error={fieldError}
            onChange={(event) => {
              setText(fieldText(event.target.value))
              setFieldError(undefined)
            }}
          />
          <p className="bid-dialog__fee">
            <span className="bid-dialog__fee-amount">
              Buyer's fee <strong>{formatMoney(fee)}</strong>
            </span>
            <span className="bid-dialog__fee-terms">
              {Math.round(commission.rate * 1000) / 10}% of the bid, at least {formatMoney(commission.min)} and at most{" "}
              {formatMoney(commission.max)}, paid only if you win.
            </span>
          </p>
          <DialogActions submit="Continue" onCancel={onClose} />
        </form>
      ) : (
        <div className="bid-dialog__body">
          <dl className="bid-dialog__total">
            <div>
              <dt>Your bid</dt>
              <dd>{formatMoney(amount)}</dd>
            </div>
            <div>
              <dt>Buyer's fee</dt>
              <dd>{formatMoney(fee)}</dd>
            </div>
            <div className="bid-dialog__sum">
              <dt>Total if you win</dt>
              <dd>{formatMoney(amount + fee)}</dd>
            </div>
          </dl>
          {refusal !== null && <BidRefusalNotice refusal={refusal} />}
          <div className="dialog__actions">
            {refusal?.kind === "not_registered" ? (
              <Link href={registerHref} className="button">
                Register to bid
              </Link>
            ) : refusal?.kind === "refused" ? null : (
              <button
                type="button"
                className="button"
                disabled={placeBid.isPending}
                autoFocus
                onClick={() => idempotencyKey !== null && send(idempotencyKey)}
              >
                {placeBid.isPending ? "Placing bid…" : refusal?.kind === "try_again" ? "Try again" : "Confirm bid"}
              </button>
            )}
            <button type="button" className="button button--quiet" disabled={placeBid.isPending} onClick={changeAmount}>
              Change amount
            </button>
          </div>
        </div>
      )}
    </Dialog>
  )
}

function BidRefusalNotice({ refusal }: { refusal: BidRefusal }) {
  if (!("message" in refusal)) return null
  return (
    <p className="alert" role="alert">
      {refusal.message}
    </p>
  )
}
