import { type CardEntry, cardEntryProblems, type CardField, expiryAsTyped, expiryOf } from "@redline/domain"
import { type FormEvent, useState } from "react"
import { failureMessage } from "../account/failureMessage.ts"
import { TextField } from "../ui/TextField.tsx"
import { CardNotTokenized } from "./tokenizeCard.ts"
import type { useRegistration } from "./useRegistration.ts"
import "./RegisterToBidPage.css"

/**
 * The card form: number, expiry and security code, checked in the browser, then tokenized at
 * Stripe and set up by `addCard`; `returnPath` is where the bank sends the person back after an
 * authentication it asks for. `failure` is a refusal of the card as a whole to show under it.
 */
export function CardEntryForm({
  addCard,
  returnPath,
  failure
}: {
  readonly addCard: ReturnType<typeof useRegistration>["addCard"]
  readonly returnPath: string
  readonly failure: Error | undefined
}) {
  const [card, setCard] = useState<CardEntry>({ number: "", expiry: "", cvc: "" })
  const [problems, setProblems] = useState<Partial<Record<CardField, string>>>({})

  // A mistake the page can see is shown at its field; the provider's refusal is about the card as a whole.
  const submitCard = (event: FormEvent) => {
    event.preventDefault()
    const found = cardEntryProblems(card, new Date())
    const expiry = expiryOf(card.expiry)
    setProblems(found)
    if (Object.keys(found).length > 0 || expiry === null) return
    addCard.mutate(
      { card: { number: card.number, expMonth: expiry.month, expYear: expiry.year, cvc: card.cvc.trim() }, returnPath },
      {
        // Stripe's refusal of a detail is shown at its field, as the page's own checks are.
        onError: (error) => {
          if (error instanceof CardNotTokenized && error.field !== null) setProblems({ [error.field]: error.message })
        }
      }
    )
  }
  const change = (field: CardField, value: string) => {
    setCard({ ...card, [field]: value })
    setProblems({ ...problems, [field]: undefined })
  }

  return (
    <form onSubmit={submitCard} noValidate>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.number}
        onChange={(event) => change("number", event.target.value)}
        error={problems.number}
      />
      <div className="register-to-bid__row">
        <TextField
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={card.expiry}
          onChange={(event) => change("expiry", expiryAsTyped(event.target.value))}
          error={problems.expiry}
        />
        <TextField
          label="Security code"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={card.cvc}
          onChange={(event) => change("cvc", event.target.value)}
          error={problems.cvc}
        />
      </div>
      {failure !== undefined && (
        <p className="register-to-bid__error" role="alert">
          {failure instanceof CardNotTokenized ? failure.message : failureMessage(failure)}
        </p>
      )}
      <button type="submit" className="button" disabled={addCard.isPending}>
        {addCard.isPending ? "Saving…" : "Save card"}
      </button>
    </form>
  )
}

/** The card step's refusal to show under the form: not one Stripe gave about a field, which shows at the field. */
export const cardFailureOf = (...steps: ReadonlyArray<{ readonly isError: boolean; readonly error: Error | null }>): Error | undefined =>
  steps.find((step) => step.isError && !(step.error instanceof CardNotTokenized && step.error.field !== null))?.error ?? undefined
