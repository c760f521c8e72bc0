import { QueryClientProvider } from "@tanstack/react-query"
import { useState } from "react"
import { useAuctionsFollowSession } from "../auctions/useAuctionsFollowSession.ts"
import { RealtimeProvider } from "../realtime/RealtimeProvider.tsx"
import { useBrowserHandshake } from "../session/useBrowserHandshake.ts"
import { useSession } from "../session/useSession.ts"
import { useSessionRequest } from "../session/useSessionRequest.ts"
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
  useAuctionsFollowSession()
  const session = useSession()
  const request = useSessionRequest()
  return (
    <RealtimeProvider request={request} signedIn={session !== null}>
      <App />
    </RealtimeProvider>
  )
}
