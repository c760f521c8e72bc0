import { HttpApiSchema } from "@effect/platform"
import { type LaneAnswer, type LaneRequest, PlacedBid } from "@redline/api"
import { bidAmountFormProblem, bidderRefusal, parseId } from "@redline/domain"
import { EngineClient } from "@redline/engine"
import { Effect, Either, Layer, Option, Runtime, Schema } from "effect"
import { SessionsRepo } from "../auth/SessionsRepo.ts"
import { bidAnswer, ENGINE_REFUSALS, type EngineRefusal } from "./BidAnswer.ts"
import { BidderWatches } from "./BidderWatches.ts"

const bidPath = /^\/api\/v1\/auctions\/([^/]*)\/bids$/
const decoder = new TextDecoder()
const encodePlaced = Schema.encodeSync(PlacedBid)

/** Each refusal's status and body, as the API writes them. */
const refusalAnswers = new Map(
  ENGINE_REFUSALS.map((refusal) => {
    const encode = Schema.encodeSync(refusal as unknown as Schema.Schema<EngineRefusal, unknown>)
    const status = HttpApiSchema.getStatusError(refusal)
    return [refusal._tag as string, (value: EngineRefusal): LaneAnswer => ({ status, body: JSON.stringify(encode(value)) })]
  })
)
const refusalAnswer = (refusal: EngineRefusal): LaneAnswer => refusalAnswers.get(refusal._tag)!(refusal)

interface PlainBid {
  readonly amount: number
  readonly idempotency_key?: string
}

/** The body, when it is what every bidder's client sends; anything else goes the API's way, which says what is wrong. */
const plainBid = (body: Uint8Array): PlainBid | undefined => {
  let parsed: unknown
  try {
    parsed = JSON.parse(decoder.decode(body))
  } catch {
    return undefined
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return undefined
  const { amount, idempotency_key, connection_id } = parsed as Record<string, unknown>
  if (typeof amount !== "number" || bidAmountFormProblem(amount) !== null) return undefined
  if (idempotency_key !== undefined && (typeof idempotency_key !== "string" || idempotency_key.length > 100)) return undefined
  if (connection_id !== undefined && typeof connection_id !== "string") return undefined
  return idempotency_key === undefined ? { amount } : { amount, idempotency_key }
}

/**
 * The bid, the hottest request Redline serves, answered straight from the gateway's request:
 * a session the cache holds, no browser signature to check, a bidder who may bid and a plain body.
 * Anything else (no or unknown key, a browser session, a refusal before the engine, an odd body)
 * answers undefined and goes through the API as any request does, so every refusal is the API's.
 * The answers are the API's too: `bidAnswer` decides them for both.
 */
/** What the lane stands on, the same layers the API's groups provide (so one memo map gives both the same services). */
export const BidLaneServices = Layer.mergeAll(SessionsRepo.Default, EngineClient.Default, BidderWatches.Default)

export const makeBidLane = Effect.gen(function* () {
  const sessions = yield* SessionsRepo
  const engine = yield* EngineClient
  const bidderWatches = yield* BidderWatches
  const runPromise = Runtime.runPromise(yield* Effect.runtime<never>())

  /** The session kept by this process, or read from the database when it isn't. */
  const sessionOf = async (key: string, at: number) =>
    sessions.keptByAccessKey(key, at) ?? Option.getOrUndefined(await runPromise(sessions.byAccessKey(key)))

  const answer = async (request: LaneRequest, auctionId: number, key: string, bid: PlainBid): Promise<LaneAnswer | undefined> => {
    const session = await sessionOf(key, request.receivedAt)
    if (session === undefined) return undefined
    const { user } = session
    if (session.accessExpiresAt.getTime() <= Date.now() || session.handshakeHash !== null) return undefined
    if (bidderRefusal({ isSeller: false, suspended: user.suspended, registered: user.cardOnFile && user.biddingAgreement }) !== null) {
      return undefined
    }
    const reply = await engine.placedBid({
      auctionId,
      bidderId: user.id,
      bidder: user.username,
      amount: bid.amount,
      receivedAt: request.receivedAt,
      idempotencyKey: bid.idempotency_key ?? null,
      intent: request.intent
    })
    bidderWatches.noteBid(auctionId, user.id, reply)
    return Either.match(bidAnswer(reply, request.receivedAt), {
      onRight: (placed) => ({ status: 200, body: JSON.stringify(encodePlaced(placed)) }),
      onLeft: (refusal) => refusalAnswer(refusal)
    })
  }

  return (request: LaneRequest): Promise<LaneAnswer | undefined> | undefined => {
    const matched = bidPath.exec(request.path)
    if (matched === null) return undefined
    const auctionId = parseId(matched[1]!)
    const authorization = request.header("authorization")
    if (auctionId === undefined || !authorization.startsWith("Bearer ")) return undefined
    if (!request.header("content-type").startsWith("application/json")) return undefined
    const bid = plainBid(request.body)
    if (bid === undefined) return undefined
    return answer(request, auctionId, authorization.slice("Bearer ".length), bid)
  }
})
