import type { ShippingOrder, ShippingQuote } from "@redline/api"
import type { ShippingQuoteForm } from "@redline/domain"
import { describe, expect, it } from "vitest"
import { type AnyEventObject, initialTransition, transition } from "xstate"
import { type ShippingQuoteEvent, shippingQuoteMachine } from "../../src/index.ts"
import { done, failed } from "../actorEvents.ts"

type Step = ShippingQuoteEvent | AnyEventObject

/** The snapshot after `steps`, computed without running an actor. */
const after = (form: ShippingQuoteForm, steps: ReadonlyArray<Step> = []) => {
  let [snapshot] = initialTransition(shippingQuoteMachine, { form })
  for (const step of steps) [snapshot] = transition(shippingQuoteMachine, snapshot, step as ShippingQuoteEvent)
  return snapshot
}

const quoting = "0.shippingQuote.loading"
const booking = "0.shippingQuote.booking"

const QUOTE: ShippingQuote = {
  id: 41,
  auction_id: 7,
  origin: { location: "Austin, TX", state: "TX" },
  destination: { zip_code: "10001", state: "NY" },
  places: null,
  distance_miles: 1_850,
  open_shipping_quote: 1_455,
  closed_shipping_quote: 2_330,
  transit_days: { min: 5, max: 7 },
  quoted_at: "2025-06-01T18:00:00.000Z"
}

const ADDRESS = { street_number: "350", street: "5th Ave", city: "New York", state: "NY", zip_code: "10118" }
const ORDER: ShippingOrder = {
  id: 3,
  auction_id: 7,
  quote_id: 41,
  transport: "enclosed",
  price: 2_330,
  ...ADDRESS,
  transit_days: { min: 5, max: 7 },
  booked_at: "2025-06-02T09:00:00.000Z"
}

const typeZip = (zip: string): Step => ({ type: "CHANGE_ZIP", zip })
const fill = (field: keyof typeof ADDRESS, value: string): Step => ({ type: "CHANGE_ADDRESS", field, value })
const fillAddress = (Object.keys(ADDRESS) as Array<keyof typeof ADDRESS>).map((field) => fill(field, ADDRESS[field]))

describe("quote by zip code", () => {
  it("starts on the form", () => {
    expect(after("zip").value).toBe("enter")
  })

  it("strips whitespace and keeps 5 characters as typed", () => {
    expect(after("zip", [typeZip(" 100 01 ")]).context.zip).toBe("10001")
    expect(after("zip", [typeZip("100019999")]).context.zip).toBe("10001")
  })

  it("asks for a zip code before sending anything, and forgets the problem once typing resumes", () => {
    const empty = after("zip", [{ type: "SUBMIT" }])
    expect(empty.value).toBe("enter")
    expect(empty.context.problem).toBe("Please enter a zip code")
    expect(after("zip", [{ type: "SUBMIT" }, typeZip("1")]).context.problem).toBeNull()
  })

  it("loads, then shows the quote", () => {
    const loading = after("zip", [typeZip("10001"), { type: "SUBMIT" }])
    expect(loading.value).toBe("loading")
    const quoted = after("zip", [typeZip("10001"), { type: "SUBMIT" }, done(quoting, QUOTE)])
    expect(quoted.value).toBe("quoted")
    expect(quoted.context.quote).toEqual(QUOTE)
  })

  it("goes back to the form on edit, keeping the zip code", () => {
    const edited = after("zip", [typeZip("10001"), { type: "SUBMIT" }, done(quoting, QUOTE), { type: "EDIT" }])
    expect(edited.value).toBe("enter")
    expect(edited.context).toMatchObject({ zip: "10001", quote: null })
  })

  it("lets anyone but the winner only look at the quote", () => {
    const quoted = after("zip", [typeZip("10001"), { type: "SUBMIT" }, done(quoting, QUOTE), { type: "BOOK" }])
    expect(quoted.value).toBe("quoted")
  })
})

describe("refusals", () => {
  const refusedWith = (error: unknown) => after("zip", [typeZip("99501"), { type: "SUBMIT" }, failed(quoting, error)])

  it("keeps the refusal beside the form", () => {
    const refused = refusedWith({ reason: "invalid_destination" })
    expect(refused.value).toBe("refused")
    expect(refused.context.refusal).toEqual({ reason: "invalid_destination" })
  })

  it("keeps a destination outside instant-quote coverage apart from an invalid one", () => {
    expect(refusedWith({ reason: "outside_coverage" }).context.refusal).toEqual({ reason: "outside_coverage" })
  })

  it("keeps the paid quote's zip code", () => {
    expect(refusedWith({ reason: "paid", destinationZip: "78701" }).context.refusal).toEqual({ reason: "paid", destinationZip: "78701" })
  })

  it("takes any other failure for a car that isn't eligible", () => {
    expect(refusedWith(new TypeError("Failed to fetch")).context.refusal).toEqual({ reason: "not_eligible" })
  })

  it("clears the refusal once the zip code changes, and asks again", () => {
    const typed = after("zip", [typeZip("99501"), { type: "SUBMIT" }, failed(quoting, { reason: "invalid_destination" }), typeZip("10001")])
    expect(typed.value).toBe("enter")
    expect(typed.context.refusal).toBeNull()
    const again = after("zip", [typeZip("99501"), { type: "SUBMIT" }, failed(quoting, { reason: "not_eligible" }), { type: "SUBMIT" }])
    expect(again.value).toBe("loading")
    expect(again.context.refusal).toBeNull()
  })

  it("goes back to the form on edit", () => {
    const edited = after("zip", [typeZip("99501"), { type: "SUBMIT" }, failed(quoting, { reason: "not_eligible" }), { type: "EDIT" }])
    expect(edited.value).toBe("enter")
    expect(edited.context.refusal).toBeNull()
  })
})

describe("the winner's quote and booking", () => {
  it("asks for a valid address before sending anything", () => {
    const partial = after("address", [fill("street_number", "350"), fill("zip_code", "10118"), { type: "SUBMIT" }])
    expect(partial.value).toBe("enter")
    expect(partial.context.problem).toBe("Please select a valid address")
  })

  it("strips the address's zip code as typed", () => {
    expect(after("address", [fill("zip_code", "101 18 99")]).context.address.zip_code).toBe("10118")
  })

  it("quotes the address, then books it with the transport chosen", () => {
    const quoted = [...fillAddress, { type: "SUBMIT" }, done(quoting, QUOTE)] as const
    expect(after("address", [...fillAddress, { type: "SUBMIT" }]).value).toBe("loading")
    expect(after("address", [...quoted, { type: "CHOOSE_TRANSPORT", transport: "enclosed" }]).context.transport).toBe("enclosed")
    const sending = after("address", [...quoted, { type: "CHOOSE_TRANSPORT", transport: "enclosed" }, { type: "BOOK" }])
    expect(sending.value).toBe("booking")
    const booked = after("address", [...quoted, { type: "BOOK" }, done(booking, ORDER)])
    expect(booked.value).toBe("booked")
    expect(booked.context.order).toEqual(ORDER)
  })

  it("shows a refused booking beside the form", () => {
    const refused = after("address", [
      ...fillAddress,
      { type: "SUBMIT" },
      done(quoting, QUOTE),
      { type: "BOOK" },
      failed(booking, { reason: "paid", destinationZip: "78701" })
    ])
    expect(refused.value).toBe("refused")
    expect(refused.context.refusal).toEqual({ reason: "paid", destinationZip: "78701" })
    expect(refused.context.address).toEqual(ADDRESS)
  })
})
