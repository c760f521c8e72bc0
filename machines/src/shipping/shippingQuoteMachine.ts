import type { ShippingOrder, ShippingQuote, ShippingTransport } from "@redline/api"
import {
  EMPTY_SHIPPING_ADDRESS,
  normalizeZip,
  type ShippingAddress,
  shippingAddressError,
  type ShippingQuoteForm,
  shippingZipError
} from "@redline/domain"
import { assign, fromPromise, setup } from "xstate"

/**
 * Why a quote or a booking was refused, as the app's actors reject (spec 1 §8): error 107, a
 * destination that doesn't exist or a real one instant quotes don't reach (outside the contiguous
 * states); error 157, shipping already paid, to the zip code the server names; anything else, a
 * car that isn't eligible for instant quotes.
 */
export type ShippingRefusal =
  | { readonly reason: "invalid_destination" }
  | { readonly reason: "outside_coverage" }
  | { readonly reason: "paid"; readonly destinationZip: string | null }
  | { readonly reason: "not_eligible" }

const isShippingRefusal = (error: unknown): error is ShippingRefusal =>
  typeof error === "object" &&
  error !== null &&
  "reason" in error &&
  (error.reason === "invalid_destination" ||
    error.reason === "outside_coverage" ||
    error.reason === "paid" ||
    error.reason === "not_eligible")

const refusalOf = (error: unknown): ShippingRefusal => (isShippingRefusal(error) ? error : { reason: "not_eligible" })

export interface ShippingQuoteInput {
  readonly form: ShippingQuoteForm
}

export interface ShippingQuoteContext {
  readonly form: ShippingQuoteForm
  /** As typed, without whitespace and at most 5 characters. */
  readonly zip: string
  readonly address: ShippingAddress
  /** What the form's check found before anything was sent (spec 1 §5). */
  readonly problem: string | null
  readonly quote: ShippingQuote | null
  readonly transport: ShippingTransport
  readonly order: ShippingOrder | null
  readonly refusal: ShippingRefusal | null
}

export type ShippingQuoteEvent =
  | { readonly type: "CHANGE_ZIP"; readonly zip: string }
  | { readonly type: "CHANGE_ADDRESS"; readonly field: keyof ShippingAddress; readonly value: string }
  /** 'Get quote'. */
  | { readonly type: "SUBMIT" }
  /** Back from a quote or a refusal to the form, keeping what was entered. */
  | { readonly type: "EDIT" }
  | { readonly type: "CHOOSE_TRANSPORT"; readonly transport: ShippingTransport }
  /** 'Book shipping', the winner's. */
  | { readonly type: "BOOK" }

export interface QuoteRequest {
  readonly form: ShippingQuoteForm
  readonly zip: string
  readonly address: ShippingAddress
}

export interface BookingRequest {
  readonly quote: ShippingQuote
  readonly transport: ShippingTransport
  readonly address: ShippingAddress
}

const notProvided = (call: string) => new Error(`The shipping quote's ${call} is provided by the app.`)

const problemOf = ({ form, zip, address }: ShippingQuoteContext): string | null =>
  form === "zip" ? shippingZipError(zip) : shippingAddressError(address)

/** While the form shows (entering, or after a refusal), typing and asking for a quote work alike. */
const editing = {
  CHANGE_ZIP: { target: "#shippingQuote.enter", actions: "changeZip" },
  CHANGE_ADDRESS: { target: "#shippingQuote.enter", actions: "changeAddress" },
  SUBMIT: [
    { guard: "entryInvalid", target: "#shippingQuote.enter", actions: "showProblem" },
    { target: "#shippingQuote.loading", actions: "clearRefusal" }
  ]
} as const

/**
 * The shipping quote panel (spec 1 §4): enter a zip code (the winner: an address), loading,
 * quoted; 'Edit' goes back to the form with what was entered. The winner books the quote,
 * choosing open or enclosed transport. Calls are provided actors that reject with a
 * `ShippingRefusal`, shown beside the form.
 */
export const shippingQuoteMachine = setup({
  types: {
    context: {} as ShippingQuoteContext,
    events: {} as ShippingQuoteEvent,
    input: {} as ShippingQuoteInput
  },
  actors: {
    requestQuote: fromPromise<ShippingQuote, QuoteRequest>(() => Promise.reject(notProvided("quote call"))),
    bookShipping: fromPromise<ShippingOrder, BookingRequest>(() => Promise.reject(notProvided("booking call")))
  },
  guards: {
    entryInvalid: ({ context }) => problemOf(context) !== null,
    books: ({ context }) => context.form === "address"
  },
  actions: {
    changeZip: assign(({ event }) => (event.type === "CHANGE_ZIP" ? { zip: normalizeZip(event.zip), problem: null, refusal: null } : {})),
    changeAddress: assign(({ context, event }) => {
      if (event.type !== "CHANGE_ADDRESS") return {}
      const value = event.field === "zip_code" ? normalizeZip(event.value) : event.value
      return { address: { ...context.address, [event.field]: value }, problem: null, refusal: null }
    }),
    showProblem: assign(({ context }) => ({ problem: problemOf(context) })),
    clearRefusal: assign({ refusal: null, problem: null }),
    refuse: assign((_, params: { error: unknown }) => ({ refusal: refusalOf(params.error) }))
  }
}).createMachine({
  id: "shippingQuote",
  context: ({ input }) => ({
    form: input.form,
    zip: "",
    address: EMPTY_SHIPPING_ADDRESS,
    problem: null,
    quote: null,
    transport: "open",
    order: null,
    refusal: null
  }),
  initial: "enter",
  states: {
    enter: { on: editing },
    loading: {
      invoke: {
        src: "requestQuote",
        input: ({ context }) => ({ form: context.form, zip: context.zip, address: context.address }),
        onDone: { target: "quoted", actions: assign(({ event }) => ({ quote: event.output })) },
        onError: { target: "refused", actions: { type: "refuse", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    quoted: {
      on: {
        EDIT: { target: "enter", actions: assign({ quote: null }) },
        CHOOSE_TRANSPORT: { actions: assign(({ event }) => ({ transport: event.transport })) },
        BOOK: { guard: "books", target: "booking" }
      }
    },
    booking: {
      invoke: {
        src: "bookShipping",
        input: ({ context }) => ({ quote: context.quote!, transport: context.transport, address: context.address }),
        onDone: { target: "booked", actions: assign(({ event }) => ({ order: event.output })) },
        onError: { target: "refused", actions: { type: "refuse", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    refused: {
      on: { ...editing, EDIT: { target: "enter", actions: assign({ refusal: null, quote: null }) } }
    },
    booked: { type: "final" }
  }
})
