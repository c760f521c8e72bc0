import { Schema } from "effect"
import { busCodec } from "./BusCodec.ts"

/** A bid request the gateway received (`settled` false) or finished answering (`settled` true). */
export const BidIntent = Schema.Struct({
  auction_id: Schema.Int,
  token: Schema.String,
  received_at: Schema.Number,
  settled: Schema.Boolean
})
export type BidIntent = typeof BidIntent.Type

export const BidIntentCodec = busCodec(BidIntent)
