import { ErrorCode, formatFee } from "@redline/domain"
import { type FormEvent, useEffect, useState } from "react"
import { useSearch } from "wouter"
import { failureMessage } from "../account/failureMessage.ts"
import { ApiError } from "../api/request.ts"
import { CardStep } from "../registration/CardStep.tsx"
import { useRegistration } from "../registration/useRegistration.ts"
import { TextField } from "../ui/TextField.tsx"
import { useListingFee } from "./useListingFee.ts"
import "./ListingFeePanel.css"

/** Back from the bank, the submission is read again every 2 s, ten times at most, until the webhook made it Paid. */
const CONFIRMATION_READ_MS = 2_000
const CONFIRMATION_READS = 10

/**
 * 'Pay listing fee', on an accepted submission's page: the fee, a promo code applied to it, the
 * card on file (or the card form to add one) and Pay, which charges the card once; paid, the
 * page shows the submission Paid. A fee a code takes to $0 needs no card. A payment the bank
 * confirms first (3-D Secure) links to the bank's page, which sends the seller back here.
 */
export function ListingFeePanel({ submissionId }: { readonly submissionId: number }) {
  const { fee, amount, applied, apply, forgetCode, pay, awaitConfirmation } = useListingFee(submissionId)
  const params = new URLSearchParams(useSearch())
  const returned = params.get("payment_intent") === null ? null : params.get("redirect_status")
  useEffect(() => {
    if (returned !== "succeeded") return
    let reads = 0
    const timer = setInterval(() => {
      if (++reads >= CONFIRMATION_READS) clearInterval(timer)
      void awaitConfirmation()
    }, CONFIRMATION_READ_MS)
    return () => clearInterval(timer)
  }, [returned, awaitConfirmation])
  const steps = useRegistration()
  const { status: registration, addCard } = steps
  const [code, setCode] = useState("")
  const card = registration.data
  const bankPage = pay.data?.authentication?.url ?? null
  const free = amount === 0
  // an account marked as having a card, with none the payment can use: the server says so, and a card is asked for until one is added
  const cardRefused =
    pay.error instanceof ApiError &&
    pay.error.errorCode === ErrorCode.card_required &&
    !(addCard.isSuccess && addCard.submittedAt > pay.submittedAt)
  const payable = free || (card?.card_on_file === true && !cardRefused)

  const applyCode = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim() !== "") apply.mutate(code)
  }

  return (
    <section className="listing-fee" aria-labelledby="listing-fee-heading">
      <h2 id="listing-fee-heading" className="submission-page__heading">
        Pay listing fee
      </h2>
      <p>
        Submitting was free; the listing fee is paid once, now that our team has accepted your car.{" "}
        {applied !== null && applied.amount !== fee ? (
          <>
            Listing fee: <s>{formatFee(fee)}</s> <strong>{formatFee(amount)}</strong> with {(applied.promo_code ?? code).toUpperCase()}.
          </>
        ) : (
          <>
            Listing fee: <strong>{formatFee(amount)}</strong>.
          </>
        )}
      </p>
      <form className="listing-fee__code" onSubmit={applyCode} noValidate>
        <TextField
          label="Promo code"
          autoComplete="off"
          maxLength={32}
          value={code}
          onChange={(event) => {
            setCode(event.target.value)
            if (applied !== null || apply.isError) forgetCode()
          }}
          error={apply.isError ? failureMessage(apply.error) : undefined}
        />
        <button type="submit" className="button button--quiet" disabled={apply.isPending || code.trim() === ""}>
          Apply
        </button>
      </form>
      {!free && (
        <div className="listing-fee__card">
          <CardStep
            registration={steps}
            cardRefused={cardRefused}
            prompt="Add a card to pay the listing fee."
            returnPath={`/submissions/${submissionId}`}
          />
        </div>
      )}
      {returned === "succeeded" && !pay.isSuccess && (
        <p role="status">Your bank confirmed the payment. It shows here as Paid in a moment.</p>
      )}
      {returned === "failed" && !pay.isSuccess && (
        <p className="listing-fee__error" role="alert">
          Your bank didn't confirm the payment. Please try again, or use another card.
        </p>
      )}
      {bankPage !== null && (
        <p>
          Your bank asks you to confirm this payment.{" "}
          <a className="button" href={bankPage}>
            Confirm with your bank
          </a>
        </p>
      )}
      {pay.isError && !cardRefused && (
        <p className="listing-fee__error" role="alert">
          {failureMessage(pay.error)}
        </p>
      )}
      <button type="button" className="button" disabled={!payable || pay.isPending || bankPage !== null} onClick={() => pay.mutate()}>
        {pay.isPending ? "Paying…" : `Pay ${formatFee(amount)}`}
      </button>
    </section>
  )
}
