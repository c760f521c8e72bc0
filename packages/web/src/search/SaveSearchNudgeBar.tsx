import { Messages } from "@redline/domain"
import { CloseIcon } from "../ui/icons.tsx"
import "./SaveSearchNudgeBar.css"

interface SaveSearchNudgeBarProps {
  /** What the search finds, in words: 'Porsche 911'. */
  readonly subject: string
  readonly onSave: () => void
  readonly onDismiss: () => void
}

/** 'Be the first to know!' (spec 1 §2): a bar at the foot of the screen offering to save the search. */
export function SaveSearchNudgeBar({ subject, onSave, onDismiss }: SaveSearchNudgeBarProps) {
  return (
    <section className="save-search-nudge" aria-labelledby="save-search-nudge-heading">
      <div className="save-search-nudge__inner container">
        <p className="save-search-nudge__text">
          <strong id="save-search-nudge-heading">Be the first to know!</strong> <span>{Messages.savedSearchNudge(subject)}</span>
        </p>
        <button type="button" className="button button--small" onClick={onSave}>
          Save Search
        </button>
        <button type="button" className="save-search-nudge__close" aria-label="Dismiss" onClick={onDismiss}>
          <CloseIcon width="20" height="20" />
        </button>
      </div>
    </section>
  )
}
