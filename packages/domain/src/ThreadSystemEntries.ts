import type { ClosingStatus } from "./AuctionClose.ts"
import { AuctionStatus } from "./AuctionStatus.ts"
import { formatMoney } from "./Money.ts"
import { type ThreadEntry, ThreadEntryType } from "./realtime/Events.ts"

/**
 * Whether a bid moved the end past the scheduled end for the first time: the thread says so once,
 * not at every bid of the bidding war that follows.
 */
export function extendsFirst({ scheduledEnd, endBefore, endAfter }: { scheduledEnd: Date; endBefore: Date; endAfter: Date }): boolean {
  return endBefore.getTime() <= scheduledEnd.getTime() && endAfter.getTime() > scheduledEnd.getTime()
}

/** The soft-close window in words: 'final 2 minutes', 'final 90 seconds', 'final minute'. */
const finalWindow = (seconds: number) => {
  if (seconds % 60 === 0) return seconds === 60 ? "final minute" : `final ${seconds / 60} minutes`
  return seconds === 1 ? "final second" : `final ${seconds} seconds`
}

/** The thread's entry when a bid first extends the auction. */
export const softCloseEntryText = (softCloseSeconds: number): string =>
  `Soft close: a bid in the ${finalWindow(softCloseSeconds)} extended the auction.`

/** The thread's entry at the close, with the result. */
export function closeEntryText({
  status,
  currentBid,
  winner
}: {
  status: ClosingStatus
  currentBid: number
  winner: string | null
}): string {
  switch (status) {
    case AuctionStatus.sold:
      return winner === null ? `Sold for ${formatMoney(currentBid)}.` : `Sold for ${formatMoney(currentBid)} to @${winner}.`
    case AuctionStatus.reserve_not_met:
      return `Reserve not met. Bid to ${formatMoney(currentBid)}.`
    case AuctionStatus.no_bids:
      return "Ended with no bids."
  }
}

/** A system entry as the thread shows it: no author, no votes, nothing to answer. */
export const systemEntry = ({ id, text, at }: { id: number; text: string; at: Date }): ThreadEntry => ({
  id,
  type: ThreadEntryType.system,
  user: null,
  text,
  amount: null,
  timestamp: at.toISOString(),
  updated_at: at.toISOString(),
  edited_at: null,
  deleted_at: null,
  upvotes: 0,
  flags: 0,
  system_flagged: false,
  is_seller: false,
  is_bidder: false,
  reply_to: null,
  attachments: []
})
