import { QueryClientProvider } from "@tanstack/react-query"
import { render, screen } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { createQueryClient } from "../app/queryClient.ts"
import { type StoredSession, storedSessionAtom } from "../session/sessionAtom.ts"
import { STORED_SESSION } from "../testing/auctionDetail.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import { YourRepresentative } from "./YourRepresentative.tsx"

const PARTNER: StoredSession = { ...STORED_SESSION, abilities: ["bd_partner"] }

const renderFor = (session: StoredSession) => {
  const store = createStore()
  store.set(storedSessionAtom, session)
  render(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <p>Page</p>
        <YourRepresentative submissionId={71} />
      </QueryClientProvider>
    </Provider>
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe("the seller's representative", () => {
  it("shows a business-development partner their representative's name and e-mail", async () => {
    fakeApi(on("GET", "/v1/submissions/71/representative", { representative: { username: "alex", email: "alex@redline.example" } }))
    renderFor(PARTNER)
    expect(await screen.findByText("alex")).toBeTruthy()
    expect(screen.getByText(/Your representative:/)).toBeTruthy()
    expect(screen.getByRole("link", { name: "alex@redline.example" }).getAttribute("href")).toBe("mailto:alex@redline.example")
  })

  it("shows a partner nothing until one is assigned", async () => {
    const api = fakeApi(on("GET", "/v1/submissions/71/representative", { representative: null }))
    renderFor(PARTNER)
    await vi.waitFor(() => expect(api.calls).toHaveLength(1))
    expect(screen.queryByText(/Your representative/)).toBeNull()
  })

  it("asks nothing and shows nothing to a seller who isn't a partner", async () => {
    const api = fakeApi()
    renderFor(STORED_SESSION)
    expect(await screen.findByText("Page")).toBeTruthy()
    expect(screen.queryByText(/Your representative/)).toBeNull()
    expect(api.calls).toEqual([])
  })
})
