import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest"
import { fakeServer, json, refusal } from "../testing/fakeServer.ts"
import { apiOf, visitorApi } from "./api.ts"

afterEach(() => vi.unstubAllGlobals())

const noHandshake = () => vi.stubGlobal("crypto", {})

describe("visitorApi", () => {
  it("calls an endpoint by name at the contract's method and path, its parameters filled in", async () => {
    noHandshake()
    const server = fakeServer(() => json({ id: 7 }))
    const answer = await visitorApi("auctions.get", { path: { auction_id: 7 } })
    expect(server.calls.map((call) => `${call.method} ${call.url}`)).toEqual(["GET /api/v2/auctions/7"])
    expect(answer).toEqual({ id: 7 })
  })

  it("percent-encodes path parameters, sends the query as text and the body as JSON", async () => {
    noHandshake()
    const server = fakeServer(() => json({}))
    await visitorApi("users.profile", { path: { username: "flat 6/fan" } })
    await visitorApi("finance.finance", { path: { auction_id: 7 }, query: { price: 25_000, dealer: "false" } })
    await visitorApi("auctions.listLive", { query: { sort: 2, featured: undefined } })
    await visitorApi("questions.ask", { path: { auction_id: 7 }, body: { text: "Any rust?" } })
    expect(server.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "GET /api/v1/users/flat%206%2Ffan",
      "GET /api/v1/auctions/7/finance?price=25000&dealer=false",
      "GET /api/v1/auctions?sort=2",
      "POST /api/v1/auctions/7/questions"
    ])
    expect(server.calls[3]!.body).toEqual({ text: "Any rust?" })
  })

  it("turns a refusal into an ApiError with the status, code and message", async () => {
    noHandshake()
    fakeServer(() => refusal(404, 2001, "This auction doesn't exist."))
    await expect(visitorApi("auctions.get", { path: { auction_id: 9 } })).rejects.toMatchObject({
      status: 404,
      errorCode: 2001,
      message: "This auction doesn't exist."
    })
  })
})

describe("apiOf", () => {
  it("sends through the given way of sending, answering what it answers", async () => {
    const sent: Array<unknown> = []
    const api = apiOf(async (path, options) => {
      sent.push({ path, ...options })
      return { logged_out: true }
    })
    expect(await api("sessions.logout", { keepalive: true })).toEqual({ logged_out: true })
    expect(sent).toEqual([{ path: "/api/v1/auth/logout", method: "POST", keepalive: true }])
  })

  it("types each call from the contract", () => {
    const api = apiOf(() => new Promise(() => undefined))
    expectTypeOf(api("questions.delete", { path: { auction_id: 1, question_id: 2 } })).resolves.toEqualTypeOf<{
      readonly questions: number
    }>()
    // checked by the compiler only: none of these is sent
    const refused = () => [
      // @ts-expect-error the auction's id is required
      api("auctions.get"),
      // @ts-expect-error an auction's id is a number
      api("auctions.get", { path: { auction_id: "7" } }),
      // @ts-expect-error a question's text is its body
      api("questions.ask", { path: { auction_id: 1 } }),
      // @ts-expect-error no such endpoint
      api("auctions.remove")
    ]
    expectTypeOf(refused).toBeFunction()
  })
})
