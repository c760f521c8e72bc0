import { AuctionStatus, CONTACT_MESSAGE_MAX_LENGTH } from "@redline/domain"
import { beforeAll, describe, expect, it } from "vitest"
import { caller, devMailbox, insertAuctions, member as createMember, staffAccessKey, staffAuction, useApi } from "./harness/index.ts"

const api = useApi()
let staffKey: string
let sellerKey: string
let buyerKey: string

const call = caller(api)

/** A new member, signed in: each test that sends messages has its own sender, so no two share the hourly limit. */
const member = async (username: string) => (await createMember(api, staffKey, username)).key

const createAuction = async (start?: Date) =>
  (await staffAuction(api, staffKey, start === undefined ? {} : { auction_start: start.toISOString() })).body.id as number

const contact = (auctionId: number, body: unknown, key?: string) => call("POST", `/api/v1/auctions/${auctionId}/contact_seller`, body, key)

const mailbox = () => devMailbox(api)

const storedMessages = (auctionId: number) =>
  api.sql(
    (sql) => sql<{ sender: string; seller: string; message: string; phone: string | null }>`
    SELECT s.username AS sender, v.username AS seller, m.message, m.phone
      FROM seller_messages m JOIN users s ON s.id = m.sender_id JOIN users v ON v.id = m.seller_id
     WHERE m.auction_id = ${auctionId} ORDER BY m.id`
  )

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
  sellerKey = await member("miata_seller")
  buyerKey = await member("curious_buyer")
})

describe("POST /api/v1/auctions/{id}/contact_seller", () => {
  it("stores the message and mails it to the seller, answering to the sender", async () => {
    const auctionId = await createAuction()
    const sent = await contact(auctionId, { message: "  Is the hardtop included?\nAnd the tonneau?  ", phone: "(503) 555-0100" }, buyerKey)
    expect(sent).toEqual({ status: 200, body: { sent: true } })

    expect(await storedMessages(auctionId)).toEqual([
      { sender: "curious_buyer", seller: "miata_seller", message: "Is the hardtop included?\nAnd the tonneau?", phone: "+15035550100" }
    ])
    const mail = (await mailbox()).find((message) => message.subject === "A question about your 1991 Mazda MX-5 Miata")
    expect(mail).toMatchObject({ to: "miata_seller@example.com", reply_to: "curious_buyer@example.com" })
    expect(mail!.body).toContain("curious_buyer sent you a message")
    expect(mail!.body).toContain("Is the hardtop included?\nAnd the tonneau?")
    expect(mail!.body).toContain("Phone: +15035550100")
    expect(mail!.links).toEqual([`http://redline.test/auctions/${auctionId}/1991-mazda-mx-5-miata`])
  })

  it("sends a message without a phone number, and says none", async () => {
    const auctionId = await createAuction()
    const key = await member("no_phone_buyer")
    expect((await contact(auctionId, { message: "Any rust underneath?" }, key)).status).toBe(200)
    expect((await contact(auctionId, { message: "And the soft top?", phone: "  " }, key)).status).toBe(200)
    expect((await contact(auctionId, { message: "Service records?", phone: null }, key)).status).toBe(200)
    expect((await storedMessages(auctionId)).map((row) => row.phone)).toEqual([null, null, null])
    const mails = (await mailbox()).filter((message) => message.reply_to === "no_phone_buyer@example.com")
    expect(mails).toHaveLength(3)
    expect(mails.some((message) => message.body.includes("Phone:"))).toBe(false)
  })

  it("refuses the auction's seller", async () => {
    const auctionId = await createAuction()
    expect(await contact(auctionId, { message: "Hello me" }, sellerKey)).toMatchObject({
      status: 403,
      body: { error_code: 5201, message: "You can't contact yourself about your own auction." }
    })
    expect(await storedMessages(auctionId)).toEqual([])
  })

  it("refuses an auction that ended, or that is still in preview", async () => {
    const [endedId] = await api.run(
      insertAuctions(
        [
          {
            title: "1989 Porsche 944 Turbo",
            status: AuctionStatus.sold,
            endInHours: -2,
            year: 1989,
            transmission: "Manual",
            bodyStyle: "Coupe",
            mileage: 120000,
            currentBid: 21000,
            reserve: 20000,
            saleAmount: 21000
          }
        ],
        new Date()
      )
    )
    const previewId = await createAuction(new Date(Date.now() + 86_400_000))
    for (const auctionId of [endedId!, previewId]) {
      expect(await contact(auctionId, { message: "Still available?" }, buyerKey)).toMatchObject({
        status: 409,
        body: { error_code: 5202, message: "You can contact the seller only while the auction is live." }
      })
      expect(await storedMessages(auctionId)).toEqual([])
    }
  })

  it("refuses an empty or too long message, keeping nothing", async () => {
    const auctionId = await createAuction()
    for (const message of ["", "   \n  "]) {
      expect(await contact(auctionId, { message }, buyerKey)).toMatchObject({
        status: 400,
        body: { error_code: 5203, message: "Please write your message" }
      })
    }
    expect(await contact(auctionId, { message: "a".repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) }, buyerKey)).toMatchObject({
      status: 400,
      body: { error_code: 5203, message: "Your message is too long" }
    })
    expect(await storedMessages(auctionId)).toEqual([])
  })

  it("refuses a phone number by the spec's rule with 'Invalid phone number'", async () => {
    const auctionId = await createAuction()
    for (const phone of ["503555010", "25035550100", "+445035550100", "+1503555010", "call me"]) {
      expect(await contact(auctionId, { message: "Call me?", phone }, buyerKey)).toMatchObject({
        status: 400,
        body: { error_code: 5204, message: "Invalid phone number" }
      })
    }
    expect(await storedMessages(auctionId)).toEqual([])
  })

  it("needs a session", async () => {
    const auctionId = await createAuction()
    expect(await contact(auctionId, { message: "Hello" })).toMatchObject({ status: 401, body: { error_code: 1002 } })
    expect(await contact(auctionId, { message: "Hello" }, "no-such-key")).toMatchObject({ status: 401, body: { error_code: 1002 } })
  })

  it("refuses an unknown auction with 404 and a malformed request with 400", async () => {
    expect(await contact(987_654, { message: "Hello" }, buyerKey)).toMatchObject({ status: 404, body: { error_code: 2001 } })
    const auctionId = await createAuction()
    expect(await contact(auctionId, { text: "Hello" }, buyerKey)).toMatchObject({ status: 400, body: { error_code: 1000 } })
  })

  it("takes five messages an hour from one sender; refused ones don't count", async () => {
    const auctionId = await createAuction()
    const key = await member("chatty_buyer")
    expect((await contact(auctionId, { message: "", phone: "503" }, key)).status).toBe(400)
    for (let sent = 1; sent <= 5; sent++) {
      expect(await contact(auctionId, { message: `Question ${sent}` }, key)).toEqual({ status: 200, body: { sent: true } })
    }
    expect(await contact(auctionId, { message: "Question 6" }, key)).toMatchObject({ status: 429, body: { error_code: 1004 } })
    expect((await storedMessages(auctionId)).map((row) => row.message)).toEqual([
      "Question 1",
      "Question 2",
      "Question 3",
      "Question 4",
      "Question 5"
    ])
    expect((await mailbox()).filter((message) => message.reply_to === "chatty_buyer@example.com")).toHaveLength(5)

    // the limit is the sender's own: another buyer still writes
    expect((await contact(auctionId, { message: "Question from someone else" }, await member("quiet_buyer"))).status).toBe(200)
  })
})
