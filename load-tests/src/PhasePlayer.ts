import type { BidderCrowd } from "./BidderCrowd.ts"
import type { ClosingShotsPhase, Phase, StormPhase, SteadyPhase, WarPhase } from "./Scenario.ts"

/** What a phase tells the progress line while it plays. */
export type PhaseStep = (label: string) => void

const sleepUntil = (at: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())))

const steady = async (crowd: BidderCrowd, index: number, phase: SteadyPhase) => {
  await sleepUntil(crowd.knownEnd - phase.from_seconds_left * 1000)
  // Bids arrive as independent people do: exponential gaps around the mean rate.
  while (Date.now() < crowd.knownEnd - phase.to_seconds_left * 1000) {
    void crowd.bid(index)
    await sleepUntil(Date.now() - Math.log(1 - Math.random()) * (1000 / phase.bids_per_second))
  }
}

const war = async (crowd: BidderCrowd, index: number, phase: WarPhase, step: PhaseStep) => {
  for (let round = 1; round <= phase.rounds; round++) {
    step(`war round ${round}/${phase.rounds}`)
    await sleepUntil(crowd.knownEnd - phase.at_seconds_left * 1000)
    const start = Date.now()
    await Promise.all(
      crowd.pickShare(phase.share_of_bidders).map(async (bidder) => {
        await sleepUntil(start + Math.random() * phase.spread_ms)
        await crowd.bid(index, { bidder })
      })
    )
  }
}

/** Each bid at its own random moment in the last seconds before the end the storm started against. */
const storm = async (crowd: BidderCrowd, index: number, phase: StormPhase) => {
  const end = crowd.knownEnd
  const from = end - phase.last_seconds * 1000
  await Promise.all(
    Array.from({ length: phase.bids }, async () => {
      await sleepUntil(from + Math.random() * (end - from))
      await crowd.bid(index)
    })
  )
}

/**
 * Late clicks across the final end. Those before it carry the price on the
 * screen, too low by now, so they leave the end where it is and the boundary
 * stays put; those after it carry a valid amount and must be refused as ended.
 */
const closingShots = async (crowd: BidderCrowd, index: number, phase: ClosingShotsPhase) => {
  // The end is only known for sure once every earlier bid has its answer.
  await crowd.settled()
  const end = crowd.knownEnd
  const stale = crowd.currentBid
  await Promise.all(
    Array.from({ length: phase.bids }, async (_, shot) => {
      const moment = end - phase.spread_ms + (2 * phase.spread_ms * (shot + 0.5)) / phase.bids
      await sleepUntil(moment)
      await crowd.bid(index, { amount: moment < end ? stale : crowd.validAmount() })
    })
  )
}

/** Plays the phases in order against the end in force; returns when every bid has its answer. */
export const playPhases = async (crowd: BidderCrowd, phases: ReadonlyArray<Phase>, step: PhaseStep): Promise<void> => {
  for (const [index, phase] of phases.entries()) {
    step(phase.kind.replace("_", " "))
    switch (phase.kind) {
      case "steady":
        await steady(crowd, index, phase)
        break
      case "war":
        await war(crowd, index, phase, step)
        break
      case "storm":
        await storm(crowd, index, phase)
        break
      case "closing_shots":
        await closingShots(crowd, index, phase)
        break
    }
  }
  await crowd.settled()
}
