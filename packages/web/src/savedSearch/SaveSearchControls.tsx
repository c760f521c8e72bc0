import type { Ref } from "react"
import { BellIcon, CheckIcon } from "../ui/icons.tsx"
import { SavedSearchDialog } from "./SavedSearchDialog.tsx"
import type { useSavedSearchMachine } from "./useSavedSearchMachine.ts"
import "./NotifyMeButton.css"

type Machine = ReturnType<typeof useSavedSearchMachine>

/** A save-search button ('Notify me', 'Save Search'): 'Saved' once saved, with the machine's notice beside it. */
export function SaveSearchButton({
  machine: [state],
  label,
  onPress,
  small = false,
  ref
}: {
  readonly machine: Machine
  readonly label: string
  readonly onPress: () => void
  readonly small?: boolean
  readonly ref?: Ref<HTMLSpanElement>
}) {
  const saved = state.hasTag("saved")
  return (
    <span className="notify-me" ref={ref}>
      <button
        type="button"
        className={`button button--quiet${small ? " button--small" : ""} notify-me__button`}
        data-saved={saved ? "" : undefined}
        aria-busy={state.matches("saving")}
        aria-haspopup={saved ? "dialog" : undefined}
        onClick={onPress}
      >
        {saved ? <CheckIcon width="18" height="18" /> : <BellIcon width="18" height="18" />}
        {saved ? "Saved" : label}
      </button>
      <span className="notify-me__notice notice-bubble" role="status">
        {state.hasTag("modal") ? null : state.context.notice}
      </span>
    </span>
  )
}

/** The saved search's alerts dialog while the machine has it open. */
export function SaveSearchAlerts({ machine: [state, send], subject }: { readonly machine: Machine; readonly subject: string }) {
  if (!state.hasTag("modal")) return null
  return (
    <SavedSearchDialog
      subject={subject}
      justSaved={state.context.justSaved}
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
