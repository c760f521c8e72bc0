import type { AuctionDetail } from "@redline/api"
import { QueryObserver } from "@tanstack/react-query"
import { describe, expect, it } from "vitest"
import { createQueryClient } from "../app/queryClient.ts"
import { auctionsKeys } from "../auctions/auctionsQueries.ts"
import { auctionDetail } from "../testing/auctionDetail.ts"
import { rereadFetchesOf } from "./watchCache.ts"

describe("reading again after a watch", () => {
  it("drops a first read of the auction on its way (begun as the user signed in) and reads it anew", async () => {
    const queryClient = createQueryClient()
    const answers: Array<(auction: AuctionDetail) => void> = []
    const observer = new QueryObserver<AuctionDetail>(queryClient, {
      queryKey: auctionsKeys.detail(7, 1),
      queryFn: () => new Promise<AuctionDetail>((resolve) => answers.push(resolve))
    })
    const stop = observer.subscribe(() => undefined)
    expect(answers).toHaveLength(1)

    // the watch is made meanwhile; the page's first read, from before it, is still on its way
    const reread = rereadFetchesOf(queryClient, 7, 1)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(answers).toHaveLength(2)
    answers[0]?.(auctionDetail({ watching: false, watchers: 210 }))
    answers[1]?.(auctionDetail({ watching: true, watchers: 211 }))
    await reread
    expect(queryClient.getQueryData<AuctionDetail>(auctionsKeys.detail(7, 1))).toMatchObject({ watching: true, watchers: 211 })
    stop()
  })
})
