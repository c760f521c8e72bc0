import { countdownText, urgencyOf } from "@redline/machines"
import { useAtomValue } from "jotai"
import { nowAtom } from "../clock/nowAtom.ts"

/** Time left until `end` (ISO), refreshed every second. */
export function TimeLeft({ end, className }: { end: string; className?: string }) {
  const now = useAtomValue(nowAtom)
  const msLeft = Date.parse(end) - now
  return (
    <time className={className} dateTime={end} data-urgency={urgencyOf(msLeft)}>
      {countdownText(msLeft)}
    </time>
  )
}
