import type { AuctionDetail } from "@redline/api"
import { BellIcon, CheckIcon } from "../ui/icons.tsx"
import { SavedSearchDialog } from "./SavedSearchDialog.tsx"
import { useSavedSearch } from "./useSavedSearch.ts"
import { useSaveSearchPress } from "./useSaveSearchPress.ts"
import "./NotifyMeButton.css"

/**
 * 'Notify me' on the auction page (spec 1 §4 'Saved search'): saves a search for the car's make
 * and model and opens its alerts; once saved it reads 'Saved' and opens them again. The seller
 * sees it too, since it is about the model rather than the auction. A visitor is sent to sign
 * in, carrying the save; back here, it is made once.
 */
export function NotifyMeButton({ auction }: { readonly auction: AuctionDetail }) {
  const machine = useSavedSearch(auction)
  const [state, send] = machine
  const { saved, inModal, press: onClick } = useSaveSearchPress(machine)
  const { notice } = state.context

  const { make, model } = auction.listing
  return (
    <span className="notify-me">
      <button
        type="button"
        className="button button--quiet button--small notify-me__button"
        data-saved={saved ? "" : undefined}
        aria-busy={state.matches("saving")}
        aria-haspopup={saved ? "dialog" : undefined}
        onClick={onClick}
      >
        {saved ? <CheckIcon width="18" height="18" /> : <BellIcon width="18" height="18" />}
        {saved ? "Saved" : "Notify me"}
      </button>
      <span className="notify-me__notice notice-bubble" role="status">
        {inModal ? null : notice}
      </span>
      {inModal && (
        <SavedSearchDialog
          subject={`${make} ${model}`}
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
    </span>
  )
}
