import { beforeAll, describe, expect, it } from "vitest"
import { caller, DEVELOPER_ADDRESS, member, signUp, staffAccessKey, staffAuction, useApi } from "./harness/index.ts"

const api = useApi()
const call = caller(api)

/** Somewhere on the internet, not the server's machine. */
const AFAR = "203.0.113.10"

let staffKey: string
let bidderKey: string

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
  bidderKey = (await member(api, staffKey, "curious_bidder", { card_on_file: true, bidding_agreement: true })).key
  await signUp(api, { username: "mail_owner", email: "owner@example.com" })
})

const mailbox = (options: { readonly address: string; readonly key?: string }) => call("GET", "/api/v1/dev/mailbox", undefined, options)

describe("the dev mailbox", () => {
  it("answers a request from the server's own machine, in either address family, without a session", async () => {
    for (const address of [DEVELOPER_ADDRESS, "::1", "0000:0000:0000:0000:0000:0000:0000:0001"]) {
      const answer = await mailbox({ address })
      expect(answer.status, address).toBe(200)
      expect(answer.body.messages.map((message: { to: string }) => message.to)).toContain("owner@example.com")
    }
  })

  it("answers staff from anywhere", async () => {
    expect((await mailbox({ address: AFAR, key: staffKey })).status).toBe(200)
  })

  it("is not found for anyone else: a visitor, a bidder, a key that means nothing, an unknown address", async () => {
    for (const answer of [
      await mailbox({ address: AFAR }),
      await mailbox({ address: AFAR, key: bidderKey }),
      await mailbox({ address: AFAR, key: "not-a-key" }),
      await call("GET", "/api/v1/dev/mailbox", undefined, { headers: { "x-client-address": "unknown" } })
    ]) {
      expect(answer).toMatchObject({ status: 404, body: { error_code: 1001, message: "Not found" } })
    }
  })
})

describe("the local video host's developer's pages", () => {
  it("are not found from afar, even with a valid upload URL: the token is not enough", async () => {
    await member(api, staffKey, "gnx_seller")
    const auction = { title: "1987 Buick GNX", year: 1987, make: "Buick", model: "GNX", seller_username: "gnx_seller" }
    const auctionId = (await staffAuction(api, staffKey, auction)).body.id
    const token = await call(
      "POST",
      "/api/v1/auth/video-token",
      { upload_size: 100, name: "Launch.mp4", object_type: "auction", object_id: auctionId },
      staffKey
    )
    expect(token.status).toBe(201)
    const path = new URL(token.body.upload_url as string).pathname
    const tus = (address: string) => api.fetch(path, { method: "HEAD", headers: { "tus-resumable": "1.0.0", "x-client-address": address } })
    expect((await tus(DEVELOPER_ADDRESS)).status).toBe(200)
    const refused = await tus(AFAR)
    expect(refused.status).toBe(404)
    const watched = await api.fetch(`/api/v1/dev/videos/${"0".repeat(32)}/watch`, { headers: { "x-client-address": AFAR } })
    expect([watched.status, ((await watched.json()) as { error_code: number }).error_code]).toEqual([404, 1001])
  })
})
