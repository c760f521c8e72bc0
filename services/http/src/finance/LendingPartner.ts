import type { LenderRate } from "@redline/domain"
import { AppConfig } from "@redline/infra"
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
 * No lender's API can be configured yet, so `Default` is the local partner's rate table where
 * stand-ins serve (a loopback HOST, or STAND_INS=true), and a lender that never answers elsewhere
 * (the panel says financing is unavailable) rather than rates no lender offered.
 */
export class LendingPartner extends Effect.Service<LendingPartner>()("@redline/http/LendingPartner", {
  effect: Effect.map(AppConfig, (config): LendingPartnerShape =>
    config.standIns ? localLendingPartner : { rates: () => Effect.fail(new LenderUnreachable()) }
  )
}) {}
