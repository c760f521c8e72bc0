import { QueryClientProvider, useQuery } from "@tanstack/react-query"
import { act, render, screen } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { describe, expect, it } from "vitest"
import { createQueryClient } from "../app/queryClient.ts"
import { storedSessionAtom } from "../session/sessionAtom.ts"
import { STORED_SESSION } from "../testing/auctionDetail.ts"
import { auctionKeys } from "./auctionKeys.ts"
import { useAuctionsFollowSession } from "./useAuctionsFollowSession.ts"

function LiveList({ fetched }: { fetched: () => number }) {
  useAuctionsFollowSession()
  const list = useQuery({ queryKey: auctionKeys.live({ sort: 1, filters: {} }), queryFn: async () => fetched() })
  return <p>fetched {list.data ?? 0} times</p>
}

describe("useAuctionsFollowSession", () => {
  it("fetches the auctions again when someone signs in or out, and not otherwise", async () => {
    let fetches = 0
    const store = createStore()
    render(
      <Provider store={store}>
        <QueryClientProvider client={createQueryClient()}>
          <LiveList fetched={() => ++fetches} />
        </QueryClientProvider>
      </Provider>
    )
    await screen.findByText("fetched 1 times")

    act(() => store.set(storedSessionAtom, STORED_SESSION))
    await screen.findByText("fetched 2 times")
    // a new key for the same user (a refresh) changes nothing they see
    act(() => store.set(storedSessionAtom, { ...STORED_SESSION, access_key: "key-2" }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetches).toBe(2)
    act(() => store.set(storedSessionAtom, null))
    await screen.findByText("fetched 3 times")
  })
})
