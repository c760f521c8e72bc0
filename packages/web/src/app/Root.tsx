import { QueryClientProvider } from "@tanstack/react-query"
import { useState } from "react"
import { useApi } from "../api/useApi.ts"
import { RealtimeProvider } from "../realtime/RealtimeProvider.tsx"
import { useBrowserHandshake } from "../session/useBrowserHandshake.ts"
import { useSession } from "../session/useSession.ts"
import { App } from "./App.tsx"
import { createQueryClient } from "./queryClient.ts"

/** The app with its data: the query cache, and the realtime connection registering as the session's user. */
export function Root() {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeForSession />
    </QueryClientProvider>
  )
}

/** Signing in or out (here or in another tab) registers the channels again, private or public (spec 2 §4). */
function RealtimeForSession() {
  useBrowserHandshake()
  const session = useSession()
  const api = useApi()
  return (
    <RealtimeProvider api={api} signedIn={session !== null}>
      <App />
    </RealtimeProvider>
  )
}
