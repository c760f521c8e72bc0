import type { AuctionDetail } from "@redline/api"
import { SaveSearchAlerts, SaveSearchButton } from "./SaveSearchControls.tsx"
import { useSavedSearch } from "./useSavedSearch.ts"
import { useSaveSearchPress } from "./useSaveSearchPress.ts"

/**
 * 'Notify me' on the auction page (spec 1 §4 'Saved search'): saves a search for the car's make
 * and model and opens its alerts; once saved it reads 'Saved' and opens them again. The seller
 * sees it too, since it is about the model rather than the auction. A visitor is sent to sign
 * in, carrying the save; back here, it is made once.
 */
export function NotifyMeButton({ auction }: { readonly auction: AuctionDetail }) {
  const machine = useSavedSearch(auction)
  const { press } = useSaveSearchPress(machine)
  const { make, model } = auction.listing
  return (
    <>
      <SaveSearchButton machine={machine} label="Notify me" onPress={press} small />
      <SaveSearchAlerts machine={machine} subject={`${make} ${model}`} />
    </>
  )
}
