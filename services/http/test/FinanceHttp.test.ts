import { AuctionStatus } from "@redline/domain"
import { Effect } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { type AuctionSeed, caller, insertAuctions, useApi } from "./harness/index.ts"

const now = new Date()
const api = useApi()
let privateSale: number
let dealerSale: number
let unbid: number
let ticketPackage: number

const seed = (title: string, currentBid: number): AuctionSeed => ({
  title,
  status: AuctionStatus.live,
  endInHours: 48,
  year: 1995,
  transmission: "Manual",
  bodyStyle: "Coupe",
  mileage: 41_000,
  currentBid,
  reserve: null
})

beforeAll(async () => {
  ;[privateSale, dealerSale, unbid, ticketPackage] = (await api.run(
    insertAuctions(
      [
        seed("1995 Porsche 911", 42_000),
        seed("2001 BMW M5", 180_000),
        seed("1989 Mazda Miata", 0),
        seed("Le Mans Paddock Package", 20_000)
      ],
      now
    )
  )) as [number, number, number, number]
  await api.sql((sql) =>
    Effect.all([
      sql`UPDATE listings SET seller_type = 2 WHERE id = (SELECT listing_id FROM auctions WHERE id = ${dealerSale})`,
      sql`UPDATE listings SET is_ticket_package = true WHERE id = (SELECT listing_id FROM auctions WHERE id = ${ticketPackage})`
    ])
  )
})

const json = (path: string) => caller(api)("GET", path)

describe("GET /api/v1/auctions/{id}/finance", () => {
  it("quotes the lender's rates by term for the price, each with its payment, the lowest flagged", async () => {
    const { status, body } = await json(`/api/v1/auctions/${privateSale}/finance?price=40000`)
    expect(status).toBe(200)
    expect(body.dealer).toBe(false)
    expect(body.rates.map((rate: { months: number }) => rate.months)).toEqual([36, 48, 60, 72, 84])
    expect(body.rates[0]).toEqual({ months: 36, rate: 0.0749, payment: 1_245, lowest_rate: true, lowest_payment: false })
    expect(body.rates.filter((rate: { lowest_rate: boolean }) => rate.lowest_rate).map((rate: { months: number }) => rate.months)).toEqual([
      36, 48
    ])
    expect(
      body.rates.filter((rate: { lowest_payment: boolean }) => rate.lowest_payment).map((rate: { months: number }) => rate.months)
    ).toEqual([84])
    expect(body).toMatchObject({ min_rate: 0.0749, max_rate: 0.0824 })
    expect(body.disclosure).toEqual({ price: 40_000, minimum_payment: 629, rate: 0.0824, term: 84, payment: 629, dealer: false })
  })

  it("quotes dealer rates for a dealer's car, or for the seller type asked for", async () => {
    const dealer = await json(`/api/v1/auctions/${dealerSale}/finance?price=40000`)
    expect(dealer.body).toMatchObject({ dealer: true, min_rate: 0.0699, max_rate: 0.0774 })
    const asPrivate = await json(`/api/v1/auctions/${dealerSale}/finance?price=40000&dealer=false`)
    expect(asPrivate.body).toMatchObject({ dealer: false, min_rate: 0.0749 })
    const asDealer = await json(`/api/v1/auctions/${privateSale}/finance?price=40000&dealer=true`)
    expect(asDealer.body.min_rate).toBe(0.0699)
  })

  it("offers small loans at a higher rate and five years at most", async () => {
    const { body } = await json(`/api/v1/auctions/${privateSale}/finance?price=8000`)
    expect(body.rates.map((rate: { months: number }) => rate.months)).toEqual([36, 48, 60])
    expect(body.min_rate).toBe(0.0849)
  })

  it("quotes the auction's own price, held within the bounds, when none is asked for", async () => {
    expect((await json(`/api/v1/auctions/${privateSale}/finance`)).body.disclosure.price).toBe(42_000)
    expect((await json(`/api/v1/auctions/${dealerSale}/finance`)).body.disclosure.price).toBe(100_000)
    expect((await json(`/api/v1/auctions/${unbid}/finance`)).body.disclosure.price).toBe(25_000)
  })

  it("refuses a price outside $5,000 to $100,000 in the calculator's words", async () => {
    for (const [price, message] of [
      ["4999", "$5,000 minimum"],
      ["100001", "$100,000 maximum"],
      ["25000.50", "$5,000 minimum"],
      ["lots", "$5,000 minimum"]
    ]) {
      const { status, body } = await json(`/api/v1/auctions/${privateSale}/finance?price=${price}`)
      expect(status).toBe(400)
      expect(body).toMatchObject({ error_code: 2301, message })
    }
    expect((await json(`/api/v1/auctions/${privateSale}/finance?price=100,000`)).status).toBe(200)
  })

  it("refuses a seller type it doesn't know", async () => {
    const { status, body } = await json(`/api/v1/auctions/${privateSale}/finance?price=40000&dealer=maybe`)
    expect(status).toBe(400)
    expect(body.error_code).toBe(1000)
  })

  it("offers no financing for a ticket package", async () => {
    const { status, body } = await json(`/api/v1/auctions/${ticketPackage}/finance?price=20000`)
    expect(status).toBe(409)
    expect(body).toMatchObject({ error_code: 2302, message: "Financing isn't offered for this listing." })
  })

  it("says so for an auction that doesn't exist", async () => {
    const { status, body } = await json("/api/v1/auctions/999999/finance?price=40000")
    expect(status).toBe(404)
    expect(body.error_code).toBe(2001)
  })
})

describe("GET /api/v2/auctions/{id}", () => {
  it("tells whether the listing is a ticket package", async () => {
    expect((await json(`/api/v2/auctions/${ticketPackage}`)).body.listing.is_ticket_package).toBe(true)
    expect((await json(`/api/v2/auctions/${privateSale}`)).body.listing.is_ticket_package).toBe(false)
  })
})

describe("GET /api/v1/finance/payment", () => {
  it("answers the monthly payment, rounded up, for a fractional rate", async () => {
    const { status, body } = await json("/api/v1/finance/payment?price=25,000&down_payment=5000&months=60&rate=0.06")
    expect(status).toBe(200)
    expect(body).toEqual({ payment: 387 })
  })

  it("refuses each wrong field in the calculator's words", async () => {
    const { status, body } = await json("/api/v1/finance/payment?price=25000&down_payment=25000&months=60&rate=0")
    expect(status).toBe(400)
    expect(body).toMatchObject({
      error_code: 2304,
      message: "Must be below purchase price",
      errors: { down_payment: "Must be below purchase price", rate: "Invalid APR" }
    })
    const low = await json("/api/v1/finance/payment?price=4000&months=60&rate=0.0699")
    expect(low.body).toMatchObject({ message: "$5,000 minimum", errors: { price: "$5,000 minimum" } })
    const term = await json("/api/v1/finance/payment?price=25000&months=sixty&rate=0.0699")
    expect(term.body.errors).toEqual({ months: "Invalid term" })
    const precise = await json("/api/v1/finance/payment?price=25000&months=60&rate=0.06995")
    expect(precise.body.errors).toEqual({ rate: "Invalid APR" })
  })
})
