import { QueryClientProvider } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { Route, Router, Switch } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import CommunityDirectoryPage from "../community/CommunityDirectoryPage.tsx"
import CommunityHomePage from "../community/CommunityHomePage.tsx"
import CommunityPage from "../community/CommunityPage.tsx"
import { RealtimeRoutes } from "../realtime/RealtimeRoutes.ts"
import { type StoredSession, storedSessionAtom } from "../session/sessionAtom.ts"
import { TestRealtime } from "./TestRealtime.tsx"

/** The community pages at `path` (with its query), as the route table has them, signed in as `session` or a visitor. */
export function renderCommunityPage(path: string, session: StoredSession | null = null) {
  const [pathname = "/", search = ""] = path.split("?")
  const location = memoryLocation({ path: pathname, searchPath: search, record: true })
  const store = createStore()
  store.set(storedSessionAtom, session)
  const queryClient = createQueryClient()
  const routes = new RealtimeRoutes()
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <TestRealtime routes={routes}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Switch>
              <Route path="/communities/directory">
                <CommunityDirectoryPage />
              </Route>
              <Route path="/communities/">
                <CommunityHomePage />
              </Route>
              <Route path="/community/">
                <CommunityHomePage />
              </Route>
              <Route path="/community/:communitySlug">
                <CommunityPage />
              </Route>
              <Route path="/community/:communityId/:communitySlug">
                <CommunityPage />
              </Route>
            </Switch>
          </Router>
        </TestRealtime>
      </QueryClientProvider>
    </Provider>
  )
  return { location, store, queryClient, routes }
}
