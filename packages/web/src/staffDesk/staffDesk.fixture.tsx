import { QueryClientProvider } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import type { ReactNode } from "react"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { RealtimeRoutes } from "../realtime/RealtimeRoutes.ts"
import { type StoredSession, storedSessionAtom } from "../session/sessionAtom.ts"
import { submission } from "../submissions/submission.fixture.ts"
import { STORED_SESSION } from "../testing/auctionDetail.ts"
import { TestRealtime } from "../testing/TestRealtime.tsx"

/** The staff desk's pages in tests: the sessions that open them, a page rendered at an address, a submission as the desk reads it. */

export const REVIEWER: StoredSession = { ...STORED_SESSION, username: "reviewer", abilities: ["view_submissions"] }
export const ADMIN: StoredSession = { ...STORED_SESSION, username: "staff", abilities: ["admin", "submit_inquiries", "view_submissions"] }

/** What the page last rendered hears: the realtime envelopes a test delivers (`routes`), and its query cache. */
export const rendered = { routes: new RealtimeRoutes(), queryClient: createQueryClient() }

export const renderAt = (path: string, pattern: string, page: ReactNode, session: StoredSession | null = REVIEWER) => {
  const location = memoryLocation({ path, record: true })
  const store = createStore()
  store.set(storedSessionAtom, session)
  rendered.routes = new RealtimeRoutes()
  rendered.queryClient = createQueryClient()
  render(
    <Provider store={store}>
      <QueryClientProvider client={rendered.queryClient}>
        <TestRealtime routes={rendered.routes} socket="open">
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Route path={pattern}>{page}</Route>
          </Router>
        </TestRealtime>
      </QueryClientProvider>
    </Provider>
  )
  return location
}

export const SUBMITTED = submission({ status: 2, list: "in_progress", next_step: null, submitted_at: "2030-03-02T18:00:00.000Z" })
export const deskSubmission = (overrides: object = {}) => ({
  submission: SUBMITTED,
  seller: { id: 9, username: "dana", email: "dana@example.com" },
  unread_count: 0,
  representative: null,
  decisions: [],
  auction: null,
  ...overrides
})
export const EMPTY_CHAT = { messages: [], unread_count: 0, user: { username: "dana" } }
