// Global styles first, so component stylesheets come after them in the bundle and win ties.
import "./styles/theme.css"
import "./styles/base.css"
import { QueryClientProvider } from "@tanstack/react-query"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./app/App.tsx"
import { createQueryClient } from "./app/queryClient.ts"
import { RealtimeProvider } from "./realtime/RealtimeProvider.tsx"

const root = document.getElementById("root")
if (!root) throw new Error("index.html has no #root element")

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <RealtimeProvider getAccessKey={() => null} signedIn={false}>
        <App />
      </RealtimeProvider>
    </QueryClientProvider>
  </StrictMode>
)
