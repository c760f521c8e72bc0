import type { LenderRate } from "@redline/domain"
import { Effect, Schema } from "effect"
import { localLendingPartner } from "./LocalLendingPartner.ts"

/** What the lender prices a loan by. */
export interface RateRequest {
  /** The amount financed, whole dollars, already within the financing bounds. */
  readonly price: number
  /** A dealer sale rather than a private party's. */
  readonly dealer: boolean
}

export class LenderUnreachable extends Schema.TaggedError<LenderUnreachable>()("LenderUnreachable", {}) {}

export interface LendingPartnerShape {
  readonly rates: (request: RateRequest) => Effect.Effect<ReadonlyArray<LenderRate>, LenderUnreachable>
}

/**
 * The lending partner whose rates the financing panel shows: its APRs with autopay, by term.
 * No lender's API is configured anywhere yet, so `Default` is the local partner's rate table.
 */
export class LendingPartner extends Effect.Service<LendingPartner>()("@redline/http/LendingPartner", {
  succeed: localLendingPartner
}) {}
