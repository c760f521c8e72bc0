import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { ErrorCode } from "@redline/domain"
import { Effect, Exit, JSONSchema, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Refusal } from "../src/Refusal.ts"

/** The refusal as it was written by hand before the factory: the factory's class must read the same. */
class HandWritten extends Schema.TaggedError<HandWritten>()(
  "AuctionNotFound",
  { error_code: Schema.Literal(ErrorCode.auction_not_found), message: Schema.String },
  HttpApiSchema.annotations({ status: 404 })
) {}

class AuctionNotFound extends Refusal<AuctionNotFound>()(
  "AuctionNotFound",
  ErrorCode.auction_not_found,
  404,
  "This auction doesn't exist."
) {}

class AuctionEnded extends Refusal<AuctionEnded>()("AuctionEnded", ErrorCode.auction_ended, 409, "This auction has ended.", {
  received_at: Schema.String
}) {
  static readonly at = (receivedAt: Date) => AuctionEnded.default({ received_at: receivedAt.toISOString() })
}

class SsoConnectionFailed extends Refusal<SsoConnectionFailed>()(
  "SsoConnectionFailed",
  ErrorCode.sso_connection_failed,
  400,
  ({ provider }) => `We couldn't reach ${provider}.`,
  { provider: Schema.Literal("google", "apple") }
) {}

class BadRequest extends Refusal<BadRequest>()("BadRequest", ErrorCode.bad_request, 400, null) {}

const encode = <A, I>(schema: Schema.Schema<A, I>, value: A) => Schema.encodeSync(schema)(value)

describe("Refusal", () => {
  it("encodes to its tag, error_code and message, as the hand-written class did", () => {
    const refusal = AuctionNotFound.default()
    expect(encode(AuctionNotFound, refusal)).toStrictEqual({
      _tag: "AuctionNotFound",
      error_code: 2001,
      message: "This auction doesn't exist."
    })
    expect(encode(AuctionNotFound, refusal)).toStrictEqual(
      encode(HandWritten, new HandWritten({ error_code: ErrorCode.auction_not_found, message: "This auction doesn't exist." }))
    )
  })

  it("carries the status annotation and documents the same schema", () => {
    expect(HttpApiSchema.getStatus(AuctionNotFound.ast, 500)).toBe(404)
    expect(HttpApiSchema.getStatus(AuctionEnded.ast, 500)).toBe(409)
    expect(JSONSchema.make(AuctionNotFound)).toStrictEqual(JSONSchema.make(HandWritten))
  })

  it("builds the subclass, with the declared message or one chosen at the call site", () => {
    const chosen = AuctionNotFound.of("Gone.")
    expect(chosen).toBeInstanceOf(AuctionNotFound)
    expect(chosen._tag).toBe("AuctionNotFound")
    expect(encode(AuctionNotFound, chosen)).toStrictEqual({ _tag: "AuctionNotFound", error_code: 2001, message: "Gone." })
    expect(BadRequest.of("Bad").message).toBe("Bad")
    expect("default" in BadRequest).toBe(false)
  })

  it("can be handed around unbound, as a table of refusals does", () => {
    const refusals = { missing: AuctionNotFound.default, said: AuctionNotFound.of }
    expect(refusals.missing()).toBeInstanceOf(AuctionNotFound)
    expect(refusals.said("Gone.")).toBeInstanceOf(AuctionNotFound)
  })

  it("carries its own fields, and can make its message from them", () => {
    expect(encode(AuctionEnded, AuctionEnded.at(new Date(0)))).toStrictEqual({
      _tag: "AuctionEnded",
      error_code: 2002,
      message: "This auction has ended.",
      received_at: "1970-01-01T00:00:00.000Z"
    })
    expect(encode(SsoConnectionFailed, SsoConnectionFailed.default({ provider: "apple" }))).toStrictEqual({
      _tag: "SsoConnectionFailed",
      error_code: 3304,
      message: "We couldn't reach apple.",
      provider: "apple"
    })
    expect(SsoConnectionFailed.of("Try again.", { provider: "google" }).message).toBe("Try again.")
  })

  it("asks each constructor for the fields the refusal carries", () => {
    // @ts-expect-error the provider is the refusal's own field
    expect(() => SsoConnectionFailed.default()).toThrow()
    // @ts-expect-error a refusal whose words are always chosen at the call site has no default
    expect(() => BadRequest.default()).toThrow()
    // @ts-expect-error a refusal without fields of its own takes none
    AuctionNotFound.of("Gone.", { received_at: "now" })
  })

  it("is a failure an Effect can yield, and its message is the refusal's", () => {
    const exit = Effect.runSyncExit(
      Effect.gen(function* () {
        return yield* AuctionNotFound.default()
      })
    )
    expect(Exit.isFailure(exit) && exit.cause._tag === "Fail" && exit.cause.error).toBeInstanceOf(AuctionNotFound)
    expect(AuctionNotFound.default().message).toBe("This auction doesn't exist.")
  })

  it("is documented in an API as the hand-written refusal was", () => {
    const document = (error: typeof AuctionNotFound | typeof HandWritten) =>
      OpenApi.fromApi(
        HttpApi.make("api").add(HttpApiGroup.make("auctions").add(HttpApiEndpoint.get("auction", "/auction").addError(error)))
      )
    expect(document(AuctionNotFound)).toStrictEqual(document(HandWritten))
  })
})
