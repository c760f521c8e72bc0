import type { CompAuction, SuccessOf } from "@redline/api"
import {
  bidBarText,
  CARD_IMAGE,
  compAuctionIdsProblem,
  decisionMessageProblem,
  ErrorCode,
  formatMoney,
  formatShortDate,
  MAX_BID,
  MAX_COMP_AUCTIONS,
  offerProblem,
  reserveAmountProblem,
  SubmissionStatus
} from "@redline/domain"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { type FormEvent, useId, useState } from "react"
import { isExplained } from "../api/refusal.ts"
import { wholeDollarsOf, wholeDollarsText } from "../finance/amountText.ts"
import { useApi } from "../api/useApi.ts"
import { AuctionPhoto } from "../photos/AuctionPhoto.tsx"
import { useReaderId } from "../session/readerId.ts"
import { submissionsKeys, submissionsQueries } from "../submissions/submissionsQueries.ts"
import { TextAreaField } from "../ui/TextAreaField.tsx"
import { TextField } from "../ui/TextField.tsx"
import { staffDeskKeys, staffDeskQueries } from "./staffDeskQueries.ts"

type StaffSubmission = SuccessOf<"staffDesk.submission">

/** The offer's fields a refusal may name, and the offer as a whole. */
type Field = "amount" | "comp_auction_ids" | "message" | "form"
type Problems = Partial<Record<Field, string>>

/** Digits enough to type past the largest reserve, so the field can say it is too high. */
const RESERVE_DIGITS = String(MAX_BID).length

/** The field a refusal names: the offer's `field`, the chat's rule for the message, else the offer as a whole. */
function refusalField(error: { readonly errorCode: number; readonly body: Readonly<Record<string, unknown>> }): Field {
  if (error.errorCode === ErrorCode.submission_message_invalid) return "message"
  const field = error.body["field"]
  return field === "amount" || field === "comp_auction_ids" ? field : "form"
}

function CompChoice({
  auction,
  picked,
  full,
  onToggle
}: {
  readonly auction: CompAuction
  readonly picked: boolean
  readonly full: boolean
  readonly onToggle: () => void
}) {
  return (
    <li className="comp-choice" data-picked={picked ? "" : undefined}>
      <label className="comp-choice__label">
        <input type="checkbox" checked={picked} disabled={full && !picked} onChange={onToggle} />
        <AuctionPhoto className="comp-choice__photo" photo={auction.main_photo} alt="" size={CARD_IMAGE} />
        <span className="comp-choice__text">
          <span className="comp-choice__title">{auction.title}</span>
          <span>{bidBarText(auction.status, auction.final_price)}</span>
          <span className="staff-submission__muted">Ended {formatShortDate(new Date(auction.auction_end))}</span>
        </span>
      </label>
    </li>
  )
}

/**
 * Staff's reserve offer (spec 3 §2, §4, §9): while the car is Paid and no offer waits for the
 * seller's answer (`offerProblem`), a reserve in whole dollars, up to 3 comparable past auctions
 * picked from the suggestions, and a message to the seller. The offer waiting is shown once made;
 * a refusal is said in the server's words beside the field it names.
 */
export function ReserveOfferForm({ shown }: { readonly shown: StaffSubmission }) {
  const api = useApi()
  const reader = useReaderId()
  const queryClient = useQueryClient()
  const id = shown.submission.id
  const paid = shown.submission.status === SubmissionStatus.paid
  const offers = useQuery({ ...submissionsQueries.reserveOffers(api, id, reader), enabled: paid })
  const last = offers.data?.reserve_offers[0]
  const open = offers.data !== undefined && offerProblem(shown.submission.status, last === undefined ? undefined : last.answer) === null
  const comps = useQuery({ ...staffDeskQueries.comps(api, id, reader), enabled: open })
  const [amount, setAmount] = useState("")
  const [picked, setPicked] = useState<ReadonlyArray<number>>([])
  const [message, setMessage] = useState("")
  const [problems, setProblems] = useState<Problems>({})
  const compsId = useId()

  const offer = useMutation({
    mutationFn: (body: { readonly amount: number; readonly comp_auction_ids: ReadonlyArray<number>; readonly message: string }) =>
      api("reserveOffers.offer", { path: { submission_id: id }, body }),
    onSuccess: (offered) => {
      setAmount("")
      setPicked([])
      setMessage("")
      queryClient.setQueryData(staffDeskKeys.submission(id, reader), offered)
      void queryClient.invalidateQueries({ queryKey: submissionsKeys.reserveOffers(id, reader) })
      void queryClient.invalidateQueries({ queryKey: staffDeskKeys.queues() })
      void queryClient.invalidateQueries({ queryKey: submissionsKeys.messages(id, reader) })
    },
    onError: (error) => {
      if (!isExplained(error)) return setProblems({ form: "The offer wasn't sent. Please try again." })
      setProblems({ [refusalField(error)]: error.message })
      // offered or settled meanwhile: the panel shows where the reserve stands now
      void queryClient.invalidateQueries({ queryKey: staffDeskKeys.submission(id, reader) })
      void queryClient.invalidateQueries({ queryKey: submissionsKeys.reserveOffers(id, reader) })
    }
  })

  if (!paid || offers.data === undefined) return null
  const waiting = shown.submission.reserve_offer
  const closed = offerProblem(shown.submission.status, last === undefined ? undefined : last.answer)
  const full = picked.length >= MAX_COMP_AUCTIONS

  const toggle = (auctionId: number) =>
    setPicked((now) => (now.includes(auctionId) ? now.filter((each) => each !== auctionId) : full ? now : [...now, auctionId]))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const dollars = wholeDollarsOf(amount)
    const amountProblem = amount.trim() === "" ? "Enter the reserve in whole dollars." : reserveAmountProblem(dollars)
    const found: Problems = {
      ...(amountProblem === null ? {} : { amount: amountProblem }),
      ...(compAuctionIdsProblem(picked) === null ? {} : { comp_auction_ids: compAuctionIdsProblem(picked)! }),
      ...(decisionMessageProblem(message) === null ? {} : { message: decisionMessageProblem(message)! })
    }
    setProblems(found)
    if (Object.keys(found).length === 0) offer.mutate({ amount: dollars, comp_auction_ids: picked, message: message.trim() })
  }

  return (
    <section className="staff-submission__panel" aria-labelledby="reserve-offer-heading">
      <h2 id="reserve-offer-heading" className="staff-submission__heading">
        Reserve offer
      </h2>
      {waiting !== null && (
        <p className="reserve-offer-form__waiting">
          {formatMoney(waiting.amount)} offered on {formatShortDate(new Date(waiting.created_at))}, waiting for the seller's answer.
        </p>
      )}
      {closed !== null && waiting === null && <p className="staff-submission__muted">{closed}</p>}
      {closed === null && (
        <form className="decision-form" noValidate onSubmit={submit}>
          <TextField
            label="Reserve"
            prefix="$"
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            error={problems.amount}
            hint={<p className="staff-submission__muted decision-form__hint">Whole dollars, at least $100.</p>}
            onChange={(event) => setAmount(wholeDollarsText(event.target.value, RESERVE_DIGITS))}
          />
          <fieldset
            className="comp-choices"
            aria-describedby={`${compsId}-hint${problems.comp_auction_ids === undefined ? "" : ` ${compsId}-error`}`}
          >
            <legend className="text-field__label">Comparable auctions</legend>
            <p id={`${compsId}-hint`} className="staff-submission__muted decision-form__hint">
              Pick up to {MAX_COMP_AUCTIONS} ({picked.length} picked).
            </p>
            {comps.data === undefined ? (
              <p className="staff-submission__muted">{comps.isError ? "The comparable auctions couldn't be loaded." : "Loading…"}</p>
            ) : comps.data.auctions.length === 0 ? (
              <p className="staff-submission__muted">No past auctions of this make and model to compare.</p>
            ) : (
              <ul className="comp-choices__list">
                {comps.data.auctions.map((auction) => (
                  <CompChoice
                    key={auction.id}
                    auction={auction}
                    picked={picked.includes(auction.id)}
                    full={full}
                    onToggle={() => toggle(auction.id)}
                  />
                ))}
              </ul>
            )}
            {problems.comp_auction_ids !== undefined && (
              <p id={`${compsId}-error`} className="text-field__error">
                {problems.comp_auction_ids}
              </p>
            )}
          </fieldset>
          <TextAreaField
            label="Message to the seller"
            value={message}
            error={problems.message}
            hint={<p className="staff-submission__muted decision-form__hint">It goes to the seller in the chat, with the offer.</p>}
            onChange={setMessage}
          />
          {problems.form !== undefined && (
            <p className="alert" role="alert">
              {problems.form}
            </p>
          )}
          <div className="decision-form__actions">
            <button type="submit" className="button" disabled={offer.isPending}>
              {offer.isPending ? "Offering…" : "Offer the reserve"}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
