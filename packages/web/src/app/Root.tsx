import { QueryClientProvider } from "@tanstack/react-query"
import { useState } from "react"
import { useAuctionsFollowSession } from "../auctions/useAuctionsFollowSession.ts"
import { RealtimeProvider } from "../realtime/RealtimeProvider.tsx"
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

function RealtimeForSession() {
  useAuctionsFollowSession()
  const session = useSession()
  const accessKey = session?.access_key ?? null
  return (
    <RealtimeProvider getAccessKey={() => accessKey} signedIn={session !== null}>
      <App />
    </RealtimeProvider>
  )
}
