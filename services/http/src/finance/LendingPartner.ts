import type { LenderRate } from "@redline/domain"
import { Context, type Effect, Schema } from "effect"

/** What the lender prices a loan by. */
export interface RateRequest {
  /** The amount financed, whole dollars, already within the financing bounds. */
  readonly price: number
  /** A dealer sale rather than a private party's. */
  readonly dealer: boolean
}

export class LenderUnreachable extends Schema.TaggedError<LenderUnreachable>()("LenderUnreachable", {}) {}

/** The lending partner whose rates the financing panel shows: its APRs with autopay, by term. */
export class LendingPartner extends Context.Tag("@redline/http/LendingPartner")<LendingPartner, {
  readonly rates: (request: RateRequest) => Effect.Effect<ReadonlyArray<LenderRate>, LenderUnreachable>
}>() {}
