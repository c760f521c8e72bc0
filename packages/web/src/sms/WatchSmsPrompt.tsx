import { useAtom } from "jotai"
import { lazy, Suspense } from "react"
import { textAlertsPromptAtom } from "./textAlertsPrompt.ts"

// The prompt and the enrollment flow behind it load only when a first watch opens it.
const WatchSmsPromptDialog = lazy(() => import("./WatchSmsPromptDialog.tsx"))

/**
 * The watch list's SMS prompt (spec 2 §2), opened after a user's first watch when they can't
 * receive texts: it offers text alerts, and 'Add phone number' enrolls a phone right here; 'No
 * thanks', the close button, Escape or Back dismiss it.
 */
export function WatchSmsPrompt() {
  const [open, setOpen] = useAtom(textAlertsPromptAtom)
  return open ? (
    <Suspense fallback={null}>
      <WatchSmsPromptDialog onClose={() => setOpen(false)} />
    </Suspense>
  ) : null
}
