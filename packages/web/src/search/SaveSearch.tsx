import type { SaveSearchRequest } from "@redline/api"
import type { ReactNode, Ref } from "react"
import { SaveSearchAlerts, SaveSearchButton } from "../savedSearch/SaveSearchControls.tsx"
import { useSavedSearchMachine } from "../savedSearch/useSavedSearchMachine.ts"
import { useSaveSearchPress } from "../savedSearch/useSaveSearchPress.ts"
import { SaveSearchNudgeBar } from "./SaveSearchNudgeBar.tsx"
import { useSaveSearchNudge } from "./useSaveSearchNudge.ts"

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
  const [state] = machine
  const { saved, press: save } = useSaveSearchPress(machine)
  const nudge = useSaveSearchNudge(searchKey, saved || state.matches("saving"))

  const saveButton = <SaveSearchButton machine={machine} label="Save Search" onPress={save} ref={nudge.saveButtonRef} />

  return (
    <>
      {children({ saveButton, saved, nudge })}
      {nudge.shown && <SaveSearchNudgeBar subject={subject} onSave={save} onDismiss={nudge.dismiss} />}
      <SaveSearchAlerts machine={machine} subject={subject} />
    </>
  )
}
