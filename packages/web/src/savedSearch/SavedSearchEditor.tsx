import { savedSearchMachine } from "@redline/machines"
import { useQueryClient } from "@tanstack/react-query"
import { useMachine } from "@xstate/react"
import { useStore } from "jotai"
import { useEffect, useEffectEvent, useMemo, useRef } from "react"
import { useApi } from "../api/useApi.ts"
import { SavedSearchDialog } from "./SavedSearchDialog.tsx"
import { savedSearchActors } from "./savedSearchActors.ts"

interface SavedSearchEditorProps {
  readonly searchId: number
  /** What the search finds, in words: 'Porsche 911'. */
  readonly subject: string
  /** Saved by the step that opened it (state 1), rather than before (state 2). */
  readonly justSaved: boolean
  /** The dialog closed: done, or the search deleted or found gone. */
  readonly onClose: () => void
}

/**
 * The alerts of a search saved already (spec 2 §4 'Saved search modal'), opened from elsewhere
 * than its 'Notify me': the watch list's panel, or the search page an auto-save link lands on.
 * It is the saved search machine in its modal, from state 2: the same toggles, deletion, and
 * words for a search the server no longer has.
 */
export function SavedSearchEditor({ searchId, subject, justSaved, onClose }: SavedSearchEditorProps) {
  const api = useApi()
  const store = useStore()
  const queryClient = useQueryClient()
  const machine = useMemo(
    () => savedSearchMachine.provide({ actors: savedSearchActors({ api, queryClient, store }) }),
    [api, queryClient, store]
  )
  const [state, send] = useMachine(machine, { input: { searchId } })
  useEffect(() => send({ type: "OPEN" }), [send])

  // it starts closed, in state 2, until OPEN is taken: only leaving the modal closes it
  const open = state.hasTag("modal")
  const opened = useRef(false)
  const close = useEffectEvent(onClose)
  useEffect(() => {
    if (open) opened.current = true
    else if (opened.current) close()
  }, [open])

  if (!open) return null
  return (
    <SavedSearchDialog
      subject={subject}
      justSaved={justSaved}
      alerts={state.context.alerts}
      canReceiveSms={state.context.canReceiveSms}
      notice={state.context.notice}
      loading={state.matches({ modal: "loading" })}
      busy={state.hasTag("busy")}
      onChange={(change) => send({ type: "CHANGE_ALERTS", change })}
      onTextsEnabled={() => send({ type: "TEXTS_ENABLED" })}
      onDelete={() => send({ type: "DELETE" })}
      onDone={() => send({ type: "DONE" })}
    />
  )
}
