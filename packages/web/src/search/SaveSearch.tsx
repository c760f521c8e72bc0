import type { SaveSearchRequest } from "@redline/api"
import type { ReactNode, Ref } from "react"
import { SavedSearchDialog } from "../savedSearch/SavedSearchDialog.tsx"
import { useSavedSearchMachine } from "../savedSearch/useSavedSearchMachine.ts"
import { useSaveSearchPress } from "../savedSearch/useSaveSearchPress.ts"
import { BellIcon, CheckIcon } from "../ui/icons.tsx"
import { SaveSearchNudgeBar } from "./SaveSearchNudgeBar.tsx"
import { useSaveSearchNudge } from "./useSaveSearchNudge.ts"
import "../savedSearch/NotifyMeButton.css"

interface SaveSearchProps {
  /** What the search finds, in words: 'Porsche 911'. */
  readonly subject: string
  /** The search as it is saved: its lookup and car filters. */
  readonly request: SaveSearchRequest
  /** The reader's saved search of exactly this search, as the page read it. */
  readonly known: number | null
  /** The search, for remembering a dismissed nudge. */
  readonly searchKey: string
  readonly children: (parts: {
    readonly saveButton: ReactNode
    readonly saved: boolean
    readonly nudge: { readonly sellBoxRef: Ref<HTMLElement> }
  }) => ReactNode
}

/**
 * Saving the search page's search (spec 1 §2, §4 'Saved search'): the Save Search button (which
 * reads 'Saved' and opens the alerts once saved), the nudge bar offering the same, and the alerts
 * dialog. A visitor is sent to sign in, carrying the save; back here, it is made once. The page
 * places the button and the sell box the nudge watches.
 */
export function SaveSearch({ subject, request, known, searchKey, children }: SaveSearchProps) {
  const machine = useSavedSearchMachine(request, known)
  const [state, send] = machine
  const { saved, inModal, press: save } = useSaveSearchPress(machine)
  const { notice } = state.context
  const nudge = useSaveSearchNudge(searchKey, saved || state.matches("saving"))

  const saveButton = (
    <span className="notify-me" ref={nudge.saveButtonRef}>
      <button
        type="button"
        className="button button--quiet notify-me__button"
        data-saved={saved ? "" : undefined}
        aria-busy={state.matches("saving")}
        aria-haspopup={saved ? "dialog" : undefined}
        onClick={save}
      >
        {saved ? <CheckIcon width="18" height="18" /> : <BellIcon width="18" height="18" />}
        {saved ? "Saved" : "Save Search"}
      </button>
      <span className="notify-me__notice notice-bubble" role="status">
        {inModal ? null : notice}
      </span>
    </span>
  )

  return (
    <>
      {children({ saveButton, saved, nudge })}
      {nudge.shown && <SaveSearchNudgeBar subject={subject} onSave={save} onDismiss={nudge.dismiss} />}
      {inModal && (
        <SavedSearchDialog
          subject={subject}
          justSaved={state.context.justSaved}
          alerts={state.context.alerts}
          canReceiveSms={state.context.canReceiveSms}
          notice={notice}
          loading={state.matches({ modal: "loading" })}
          busy={state.hasTag("busy")}
          onChange={(change) => send({ type: "CHANGE_ALERTS", change })}
          onDelete={() => send({ type: "DELETE" })}
          onDone={() => send({ type: "DONE" })}
        />
      )}
    </>
  )
}
