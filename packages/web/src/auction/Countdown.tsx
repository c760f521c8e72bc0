import type { AuctionDetail } from "@redline/api"
import { Messages } from "@redline/domain"
import { CHECKING_TEXT, closingBarFraction, type CountdownWarning, countdownMachine, countdownText, urgencyOf } from "@redline/machines"
import { useQueryClient } from "@tanstack/react-query"
import { useActorRef, useSelector } from "@xstate/react"
import { useAtomValue } from "jotai"
import { type CSSProperties, useEffect, useState } from "react"
import { fromPromise } from "xstate"
import { visitorApi } from "../api/api.ts"
import { auctionsKeys } from "../auctions/auctionsQueries.ts"
import { nowAtom } from "../clock/nowAtom.ts"
import { changeAuction } from "./auctionQueries.ts"
import { withEndCheck } from "./auctionUpdates.ts"

const WARNINGS: Readonly<Record<CountdownWarning, string>> = {
  "last-day": Messages.lastDayLeft,
  "last-minute": Messages.lastMinuteLeft
}

interface CountdownProps {
  readonly auction: AuctionDetail
  /** A last-minute bid moved the end past its scheduled time (soft close). */
  readonly extended: boolean
}

/**
 * A running auction's time left, on the page's shared clock, styled by how near the end is,
 * with a shrinking bar through the last hour. Once a bid in the soft-close window moved the end,
 * it reads 'Extended' instead of 'Time left' and counts to the new end, for as long as the
 * auction stays extended rather than for a moment: every further bid there moves the end again,
 * and a reader who arrives mid-extension learns the scheduled end has passed. At zero it reads 'Checking...' while the
 * countdown machine asks the server how the auction ended, and writes the answer into the
 * auction's cache: a later end counts on, an ended auction shows its result.
 */
export function Countdown({ auction, extended }: CountdownProps) {
  const now = useAtomValue(nowAtom)
  const end = Date.parse(auction.auction_end)
  const queryClient = useQueryClient()
  const [warning, setWarning] = useState("")
  const [machine] = useState(() =>
    countdownMachine.provide({
      actors: {
        checkEnd: fromPromise(({ signal }) => visitorApi("bids.checkEnd", { path: { auction_id: auction.id }, signal }))
      },
      actions: {
        report: (_, answer) => {
          changeAuction(queryClient, auction.id, (cached) => withEndCheck(cached, answer))
          // the sale amount and winner come with the auction itself
          if (answer.ended) void queryClient.invalidateQueries({ queryKey: auctionsKeys.auction(auction.id) })
        },
        warn: (_, given) => setWarning(WARNINGS[given])
      }
    })
  )
  const actor = useActorRef(machine, { input: { end, now } })
  useEffect(() => actor.send({ type: "TICK", now }), [actor, now])
  useEffect(() => actor.send({ type: "END_MOVED", end }), [actor, end])
  const checking = useSelector(actor, (snapshot) => !snapshot.matches("counting"))

  const msLeft = checking ? 0 : end - now
  const bar = closingBarFraction(msLeft)
  return (
    <div className="countdown" data-urgency={urgencyOf(msLeft)}>
      {extended ? (
        <span className="countdown__label countdown__label--extended">
          Extended<span className="visually-hidden">: a last-minute bid moved the end, time left</span>
        </span>
      ) : (
        <span className="countdown__label">Time left</span>
      )}
      <time className="countdown__time" dateTime={auction.auction_end}>
        {checking ? CHECKING_TEXT : countdownText(msLeft)}
      </time>
      {bar !== null && (
        <span className="countdown__bar" aria-hidden="true">
          <span className="countdown__fill" style={{ "--fill": bar } as CSSProperties} />
        </span>
      )}
      <span className="visually-hidden" aria-live="polite">
        {warning}
      </span>
    </div>
  )
}
