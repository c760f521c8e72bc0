import type { ShippingQuote, ShippingTransport } from "@redline/api"
import { formatMoney } from "@redline/domain"
import type { ReactNode, Ref } from "react"
import { transitText } from "./transitText.ts"

const TRANSPORTS: ReadonlyArray<{ readonly value: ShippingTransport; readonly label: string; readonly note: string }> = [
  { value: "open", label: "Open transport", note: "On an open carrier, as most cars travel" },
  { value: "enclosed", label: "Enclosed transport", note: "Sheltered from weather and road grit" }
]

const priceOf = (quote: ShippingQuote, transport: ShippingTransport) =>
  transport === "open" ? quote.open_shipping_quote : quote.closed_shipping_quote

interface QuoteSummaryProps {
  readonly quote: ShippingQuote
  /** The winner picks a transport to book; everyone else sees both prices. */
  readonly choice: {
    readonly transport: ShippingTransport
    readonly onChoose: (transport: ShippingTransport) => void
    readonly disabled: boolean
  } | null
  readonly actions: ReactNode
  /** Focus comes here when the quote arrives, so it is read out. */
  readonly ref?: Ref<HTMLDivElement>
}

/** A quote: where to, how far, the prices of open and enclosed transport, and the time in transit. */
export function QuoteSummary({ quote, choice, actions, ref }: QuoteSummaryProps) {
  const destination = quote.places
    ? `${quote.places.street_number} ${quote.places.street}, ${quote.places.city}, ${quote.places.state} ${quote.places.zip_code}`
    : `${quote.destination.zip_code} (${quote.destination.state})`
  return (
    <div className="shipping-quote" ref={ref} tabIndex={-1}>
      <p className="shipping-quote__route">
        <span className="shipping-quote__from">{quote.origin.location}</span>
        <span aria-hidden="true"> → </span>
        <span className="visually-hidden"> to </span>
        <span className="shipping-quote__to">{destination}</span>
      </p>
      <p className="shipping-quote__meta">
        About {quote.distance_miles.toLocaleString("en-US")} miles · Estimated transit {transitText(quote.transit_days)}
      </p>
      {choice === null ? (
        <dl className="shipping-quote__prices">
          {TRANSPORTS.map((transport) => (
            <div key={transport.value} className="shipping-quote__price">
              <dt>{transport.label}</dt>
              <dd>{formatMoney(priceOf(quote, transport.value))}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <fieldset className="shipping-quote__choice" disabled={choice.disabled}>
          <legend className="visually-hidden">Transport</legend>
          {TRANSPORTS.map((transport) => (
            <label key={transport.value} className="transport-option">
              <input
                type="radio"
                name="shipping-transport"
                value={transport.value}
                checked={choice.transport === transport.value}
                onChange={() => choice.onChoose(transport.value)}
              />
              <span className="transport-option__text">
                <span className="transport-option__label">{transport.label}</span>
                <span className="transport-option__note">{transport.note}</span>
              </span>
              <span className="transport-option__price">{formatMoney(priceOf(quote, transport.value))}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="shipping-quote__actions">{actions}</div>
    </div>
  )
}
