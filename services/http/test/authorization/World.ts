import { AuctionStatus, minimumNextBid, SEES_BD_REP_PERMISSION } from "@redline/domain"
import sharp from "sharp"
import { vi } from "vitest"
import {
  accessKey,
  type Answer,
  type Api,
  type CallOptions,
  caller,
  MEMBER_PASSWORD,
  staffAccessKey,
  staffAuction,
  staffUser,
  STAFF,
  tokenizeCard
} from "../harness/index.ts"

/**
 * Who calls: a visitor; an account whose e-mail is not confirmed; the bidder, who owns the
 * resources the calls name; another signed-in user (the intruder), to whom they are someone
 * else's; the seller of the auctions; and staff.
 */
export const ACTORS = ["visitor", "unverified", "bidder", "intruder", "seller", "staff"] as const
export type ActorName = (typeof ACTORS)[number]

export interface Actor {
  readonly name: ActorName
  /**
   * The key the actor's calls carry as `Authorization: Bearer`: none for a visitor; for the
   * unconfirmed account the only key its sign-in gave it, the confirm key, which is no session.
   */
  readonly key: string | undefined
  readonly id: number | null
  readonly username: string | null
  readonly email: string | null
  /** The actor's password as it stands (changing it is one of the calls); null for a visitor. */
  password: string | null
  /** Each actor calls from an address of its own, so one's calls don't spend another's rate limits. */
  readonly address: string
}

/** The bidder's card, by which a payment answer shows whose card it is. */
export const BIDDER_CARD = { number: "5555 5555 5555 4444", last4: "4444" }
const OTHERS_CARD = "4242 4242 4242 4242"
/** The bidder's saved search, by its text. */
export const BIDDER_SEARCH = "hardtop roadster for the bidder"
/** The bidder's delivery address: the winner's, on the auctions the bidder won. */
export const BIDDER_ADDRESS = { street_number: "1200", street: "Bidder Private Ave", city: "Austin", state: "TX", zip_code: "78701" }

/** A valid card, tokenized as the card form does it, to put on file; the bidder's own is `BIDDER_CARD`. */
export const cardOf = async (api: Api, actor: Actor) => ({
  payment_method_id: await tokenizeCard(api, actor.name === "bidder" ? BIDDER_CARD.number : OTHERS_CARD)
})

/** What every call stands on, made once through the API as people make it. */
export interface World {
  readonly api: Api
  readonly actors: Readonly<Record<ActorName, Actor>>
  /** The seller's live auction, ending in three days. */
  readonly live: number
  /** An auction of the seller's the bidder won; no shipping booked for it. */
  readonly won: number
  /** Another auction of the seller's the bidder won, its shipping booked to `BIDDER_ADDRESS` with `bookedQuote`. */
  readonly booked: number
  readonly bookedQuote: number
  /** The bidder's question on the live auction, unanswered. */
  readonly question: number
  /** The bidder's question on the live auction, answered by the seller. */
  readonly answered: number
  /** The bidder's comment on the live auction. */
  readonly comment: number
  /** The bidder's saved search (`BIDDER_SEARCH`). */
  readonly savedSearch: number
  /** A video the seller added to the live auction. */
  readonly video: number
  /** A call as the actor: its key and address unless `options` say otherwise. */
  readonly call: (actor: Actor, method: string, path: string, body?: unknown, options?: CallOptions) => Promise<Answer>
  /** A call that puts in place what a request needs (`what`): answers its body, or throws saying what failed. */
  readonly make: (what: string, actor: Actor, method: string, path: string, body?: unknown, options?: CallOptions) => Promise<any>
  /** A new session of the actor, signed in from an address of its own: its access and refresh keys; null for the visitor and the unconfirmed account. */
  readonly signIn: (actor: Actor) => Promise<{ readonly access_key: string; readonly refresh_key: string } | null>
  /** A new confirmed member, not signed in: `<prefix>_<n>@example.com` with `MEMBER_PASSWORD`. */
  readonly newMember: (prefix: string) => Promise<{ readonly id: number; readonly username: string; readonly email: string }>
  /** A question the bidder asks on the live auction now. */
  readonly ask: (text: string) => Promise<number>
  /** A comment the bidder writes on the live auction now. */
  readonly writeComment: (text: string) => Promise<number>
  /** A photo the actor uploaded with an upload token, as the browser does: answers its key. */
  readonly upload: (actor: Actor) => Promise<string>
  /** A video upload the seller started on the live auction: answers its tus URL's path. */
  readonly videoUpload: () => Promise<string>
}

const expectOk = (what: string, answer: Answer) => {
  if (answer.status >= 300) throw new Error(`Putting in place ${what}: answered ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body
}

let made = 0

/** The auctions the bidder is to win end this soon after they are listed: long enough to bid, short enough to wait for. */
const SHORT_AUCTION_MS = 3_000

/**
 * The world of the matrix: the six actors (the bidder a business-development partner), the seller's auctions (one live, two the bidder won),
 * the bidder's question, answered question, comment, saved search, card and booked shipping, and a video
 * of the seller's; all made through the API (staff make users and auctions with the admin
 * endpoints), in a few seconds, most of them spent waiting for the engine to close the short
 * auctions the bidder wins.
 */
export const makeWorld = async (api: Api): Promise<World> => {
  const send = caller(api)
  const staffKey = await staffAccessKey(api)

  const account = async (name: ActorName, fields: Record<string, unknown>) => {
    const username = `authz_${name}`
    const created = expectOk(`creating the ${name}`, await staffUser(api, staffKey, username, fields))
    return { id: created.user_id as number, username, email: `${username}@example.com` }
  }
  const registered = { card_on_file: true, bidding_agreement: true }
  const [bidder, intruder, seller, unverified] = await Promise.all([
    account("bidder", registered),
    account("intruder", registered),
    account("seller", registered),
    account("unverified", { verified: false })
  ])
  // a business-development partner, who sees who represents their submissions; given before any session reads the account
  await api.sql((sql) => sql`UPDATE users SET abilities = ARRAY[${SEES_BD_REP_PERMISSION}] WHERE id = ${bidder.id}`)
  const member = async (name: ActorName, user: { id: number; username: string; email: string }, index: number): Promise<Actor> => ({
    name,
    key: await accessKey(api, user.email, MEMBER_PASSWORD),
    ...user,
    password: MEMBER_PASSWORD,
    address: `198.51.100.${index}`
  })
  const pending = expectOk(
    "the unconfirmed sign-in",
    await send("POST", "/api/v1/auth/login", { email: unverified.email, password: MEMBER_PASSWORD })
  )
  if (pending.access_key !== undefined || typeof pending.confirm_key !== "string") {
    throw new Error("An unconfirmed account's sign-in gave a session, or no confirm key")
  }
  const staffId = expectOk("staff's session", await send("GET", "/api/v1/auth/valid_session", undefined, staffKey)).user.user_id as number
  const actors: Record<ActorName, Actor> = {
    visitor: { name: "visitor", key: undefined, id: null, username: null, email: null, password: null, address: "198.51.100.1" },
    unverified: { name: "unverified", key: pending.confirm_key, ...unverified, password: MEMBER_PASSWORD, address: "198.51.100.2" },
    bidder: await member("bidder", bidder, 3),
    intruder: await member("intruder", intruder, 4),
    seller: await member("seller", seller, 5),
    staff: {
      name: "staff",
      key: staffKey,
      id: staffId,
      username: "staff",
      email: STAFF.email,
      password: STAFF.password,
      address: "198.51.100.6"
    }
  }
  const call = (actor: Actor, method: string, path: string, body?: unknown, options: CallOptions = {}) =>
    send(method, path, body, { key: actor.key, address: actor.address, ...options })
  let arranging = 0
  // What is put in place comes from addresses of its own, so it spends none of the actors' rate limits per address.
  const as = async (what: string, actor: Actor, method: string, path: string, body?: unknown, options?: CallOptions) =>
    expectOk(what, await call(actor, method, path, body, { address: `192.0.2.${(++arranging % 250) + 1}`, ...options }))

  // Staff bid like anyone registered to bid; the bidder's card is the one the payment reads look for.
  await as("staff's card", actors.staff, "POST", "/api/v1/auth/payment", await cardOf(api, actors.staff))
  await as("staff's bidding agreement", actors.staff, "POST", "/api/v1/auth/bidding_agreement")
  await as("the bidder's card", actors.bidder, "POST", "/api/v1/auth/payment", await cardOf(api, actors.bidder))

  const listed = async (fields: Record<string, unknown>) =>
    expectOk("listing an auction", await staffAuction(api, staffKey, { seller_username: seller.username, ...fields })).id as number
  const soon = new Date(Date.now() + SHORT_AUCTION_MS).toISOString()
  // Won as auctions are won: the bidder's bid is the only one when the engine closes them.
  const [won, booked] = await Promise.all([
    listed({ title: "1994 Mazda MX-5 Miata M Edition", auction_end: soon, soft_close_seconds: 1 }),
    listed({ title: "1990 Mazda MX-5 Miata", auction_end: soon, soft_close_seconds: 1 })
  ])
  const bid = (auctionId: number) =>
    as("the bidder's winning bid", actors.bidder, "POST", `/api/v1/auctions/${auctionId}/bids`, {
      amount: minimumNextBid(null),
      idempotency_key: `authz-win-${auctionId}`
    })
  await Promise.all([bid(won), bid(booked)])
  const live = await listed({})

  const ask = async (text: string) =>
    (await as("the bidder's question", actors.bidder, "POST", `/api/v1/auctions/${live}/questions`, { text })).id as number
  const question = await ask("Has the soft top been replaced?")
  const answered = await ask("Does it come with the hardtop?")
  await as("the seller's answer", actors.seller, "POST", `/api/v1/auctions/${live}/questions/${answered}/answer`, {
    text: "Yes, in the original color."
  })
  const writeComment = async (text: string) =>
    (await as("the bidder's comment", actors.bidder, "POST", `/api/v1/auctions/${live}/comments`, { text })).id as number
  const comment = await writeComment("Lovely color, is it the original paint?")
  const savedSearch = (await as("the bidder's saved search", actors.bidder, "POST", "/api/v1/saved_searches", { search: BIDDER_SEARCH }))
    .id as number
  const videoToken = () =>
    as("the seller's video token", actors.seller, "POST", "/api/v1/auth/video-token", {
      upload_size: 1_024,
      name: "Cold start.mp4",
      object_type: "auction",
      object_id: live
    })
  const video = (await videoToken()).video_id as number

  // The engine closes an auction a moment after its end.
  await vi.waitFor(
    async () => {
      for (const id of [won, booked]) {
        const { body } = await call(actors.visitor, "GET", `/api/v1/auctions/${id}/stats`)
        if (body.status !== AuctionStatus.sold) throw new Error(`Auction ${id} is not sold yet (status ${body.status})`)
      }
    },
    { timeout: 15_000, interval: 250 }
  )
  const quote = await as("the bidder's quote", actors.bidder, "POST", `/api/v1/auctions/${booked}/shipping_quote`, {
    address: BIDDER_ADDRESS
  })
  await as("the bidder's booking", actors.bidder, "POST", `/api/v1/auctions/${booked}/shipping_order`, {
    quote_id: quote.id,
    transport: "open",
    ...BIDDER_ADDRESS
  })

  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .png()
    .toBuffer()

  return {
    api,
    actors,
    live,
    won,
    booked,
    bookedQuote: quote.id,
    question,
    answered,
    comment,
    savedSearch,
    video,
    call,
    make: as,
    signIn: async (actor) =>
      actor.email === null || actor.name === "unverified"
        ? null
        : as(`signing in as the ${actor.name}`, actor, "POST", "/api/v1/auth/login", { email: actor.email, password: actor.password }),
    newMember: async (prefix) => {
      const username = `${prefix}_${++made}`
      const created = expectOk(`creating ${username}`, await staffUser(api, staffKey, username))
      return { id: created.user_id as number, username, email: `${username}@example.com` }
    },
    ask,
    writeComment,
    upload: async (actor) => {
      const token = await as("an upload token", actor, "GET", `/api/v1/auth/s3-token?size=${photo.byteLength}`)
      const put = await fetch(token.upload_url, { method: "PUT", body: new Uint8Array(photo) })
      if (put.status !== 200) throw new Error(`The object store answered the upload ${put.status}`)
      return token.key as string
    },
    videoUpload: async () => new URL((await videoToken()).upload_url).pathname
  }
}
