/**
 * A scenario: how an auction ending is played. Times are seconds before the end
 * in force when the phase looks at it, so a phase keeps its meaning however far
 * earlier phases pushed the end out.
 */
export interface Scenario {
  readonly name: string
  readonly description: string
  /** Defaults; `--watchers` and `--bidders` override them. */
  readonly watchers: number
  readonly bidders: number
  readonly auction: AuctionPlan
  /** Played one after the other. */
  readonly phases: ReadonlyArray<Phase>
  /** Watchers dropping and rejoining while the phases play; null for none. */
  readonly churn: Churn | null
}

export interface AuctionPlan {
  readonly soft_close_seconds: number
  /** The first bid of the run; later bids follow the bid steps. */
  readonly opening_bid: number
  /** null: no reserve. */
  readonly reserve: number | null
}

/** Bids at random moments, `bids_per_second` on average, from `from_seconds_left` to `to_seconds_left`. */
export interface SteadyPhase {
  readonly kind: "steady"
  readonly from_seconds_left: number
  readonly to_seconds_left: number
  readonly bids_per_second: number
}

/**
 * `rounds` times: once the end is `at_seconds_left` away, a share of the bidders
 * bid within `spread_ms`, inside the soft-close window, so the end moves out again.
 */
export interface WarPhase {
  readonly kind: "war"
  readonly rounds: number
  readonly at_seconds_left: number
  readonly share_of_bidders: number
  readonly spread_ms: number
}

/** `bids` bids spread over the last `last_seconds` before the end in force when the storm starts. */
export interface StormPhase {
  readonly kind: "storm"
  readonly bids: number
  readonly last_seconds: number
}

/**
 * `bids` late clicks spread evenly over the end in force ± `spread_ms`: the
 * fair-close boundary itself. Before the end they bid the price on the screen
 * (too low by then, so the end stays put); after it, a valid amount that must
 * be refused as ended.
 */
export interface ClosingShotsPhase {
  readonly kind: "closing_shots"
  readonly bids: number
  readonly spread_ms: number
}

export type Phase = SteadyPhase | WarPhase | StormPhase | ClosingShotsPhase

export interface Churn {
  /** The share of the watchers that drop each second, on average. */
  readonly share_per_second: number
  /** How long a dropped watcher stays away before it rejoins. */
  readonly offline_ms: { readonly min: number; readonly max: number }
}
