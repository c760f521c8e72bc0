import type { ShippingQuoteForm } from "@redline/domain"
import { type FormEvent, useEffect, useRef } from "react"
import { TextField } from "../ui/TextField.tsx"
import { AddressFields } from "./AddressFields.tsx"
import { BookedShipping } from "./BookedShipping.tsx"
import { QuoteSummary } from "./QuoteSummary.tsx"
import { ShippingRefusalNotice } from "./ShippingRefusalNotice.tsx"
import { useShippingQuote } from "./useShippingQuote.ts"

/**
 * The quote panel's states (spec 1 §4): the form (a zip code, or the winner's address), loading,
 * the quote with 'Edit' back to the form, and for the winner 'Book shipping'. A refusal shows
 * under the form, which keeps what was entered. Zip fields have no `maxLength`: a pasted
 * ' 90210' would lose its last digit before its space is stripped; the machine keeps five.
 */
export function ShippingQuoteFlow({ auctionId, form }: { auctionId: number; form: ShippingQuoteForm }) {
  const [snapshot, send] = useShippingQuote(auctionId, form)
  const { context } = snapshot
  const fieldRef = useRef<HTMLInputElement>(null)
  const quoteRef = useRef<HTMLDivElement>(null)
  const bookedRef = useRef<HTMLDivElement>(null)
  const state = snapshot.value

  // Focus follows the flow: to the quote when it arrives, back to the form after 'Edit' or a
  // problem found before sending, to the booking once made. Buttons that wait are only
  // aria-disabled, so they keep the focus meanwhile; the machine ignores their events then.
  const shown = useRef(state)
  useEffect(() => {
    const before = shown.current
    shown.current = state
    if (state === "quoted" && before === "loading") quoteRef.current?.focus()
    if (state === "enter" && before === "quoted") fieldRef.current?.focus()
    if (state === "booked") bookedRef.current?.focus()
  }, [state])
  useEffect(() => {
    if (context.problem !== null) fieldRef.current?.focus()
  }, [context.problem])

  if (state === "booked" && context.order !== null) return <BookedShipping ref={bookedRef} order={context.order} />

  if ((state === "quoted" || state === "booking") && context.quote !== null) {
    const booking = state === "booking"
    return (
      <QuoteSummary
        ref={quoteRef}
        quote={context.quote}
        choice={
          form === "address"
            ? { transport: context.transport, onChoose: (transport) => send({ type: "CHOOSE_TRANSPORT", transport }), disabled: booking }
            : null
        }
        actions={
          <>
            {form === "address" && (
              <button type="button" className="button" onClick={() => send({ type: "BOOK" })} aria-disabled={booking}>
                {booking ? "Booking…" : "Book shipping"}
              </button>
            )}
            <button type="button" className="button button--quiet" onClick={() => send({ type: "EDIT" })} aria-disabled={booking}>
              Edit
            </button>
          </>
        }
      />
    )
  }

  const loading = state === "loading"
  const lead =
    form === "zip" ? "Get an instant quote to ship this car to your door." : "Enter the address to deliver to for a quote you can book."
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: "SUBMIT" })
  }
  return (
    <>
      <p className="shipping-panel__lead">{lead}</p>
      <form className="shipping-form" data-form={form} onSubmit={submit} noValidate aria-busy={loading}>
        {form === "zip" ? (
          <TextField
            ref={fieldRef}
            className="shipping-form__zip"
            label="Zip code"
            value={context.zip}
            onChange={(event) => send({ type: "CHANGE_ZIP", zip: event.target.value })}
            error={context.problem ?? undefined}
            inputMode="numeric"
            autoComplete="postal-code"
          />
        ) : (
          <>
            <AddressFields
              address={context.address}
              onChange={(field, value) => send({ type: "CHANGE_ADDRESS", field, value })}
              firstFieldRef={fieldRef}
            />
            {context.problem !== null && (
              <p className="shipping-form__problem" role="alert">
                {context.problem}
              </p>
            )}
          </>
        )}
        <button type="submit" className="button shipping-form__submit" aria-disabled={loading}>
          {loading ? "Getting quote…" : "Get quote"}
        </button>
      </form>
      {context.refusal !== null && (
        <ShippingRefusalNotice refusal={context.refusal} form={form} enteredZip={form === "zip" ? context.zip : context.address.zip_code} />
      )}
    </>
  )
}
