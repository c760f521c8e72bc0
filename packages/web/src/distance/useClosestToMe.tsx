import { CLOSEST_TO_ME_SORT, type DistanceSetting, distanceNoMatchMessage, ErrorCode } from "@redline/domain"
import type { UseQueryResult } from "@tanstack/react-query"
import { type ReactNode, useState } from "react"
import { ApiError } from "../api/request.ts"
import { ZipCodeModal } from "./ZipCodeModal.tsx"
import { ZipForm } from "./ZipForm.tsx"
import { useDistanceSetting } from "./useDistanceSetting.ts"
import "./ClosestToMe.css"

/** The live list 'Closest to me' sorts. */
interface DistanceList {
  /** Whose words the empty and zip error states say (spec 1 §8): home's (featured's too) or search's. */
  readonly screen: "home" | "search"
  /** The list's live sort, as its URL carries it. */
  readonly sort: number
  /** Back to the list's default sort, the rest of its URL kept. */
  readonly toDefaultSort: () => void
}

/** What a list page shows for 'Closest to me', in place of its usual parts. */
export interface ClosestToMeParts {
  /** Above the list: where it measures from, and 'Change'. */
  readonly notice?: ReactNode
  /** In place of the list: the inline zip form. */
  readonly replacement?: ReactNode
  readonly emptyMessage?: string
}

const measuredFrom = (setting: DistanceSetting): string =>
  setting.country === "CA"
    ? "Showing every car in Canada."
    : setting.max_distance === 0
      ? `Nearest to ${setting.zip_code} first, any distance.`
      : `Nearest to ${setting.zip_code} first, within ${setting.max_distance} miles.`

/**
 * 'Cars closest to me' on a live list: home's, featured's or the search page's (spec 1 §2, §8).
 * The list is asked for with the reader's setting; without one, the inline zip form replaces the
 * results and the zip modal opens, and closing the modal without a setting goes back to the
 * list's default sort. A zip code the server refuses shows the zip error state with the form to
 * fix it.
 */
export function useClosestToMe(list: DistanceList) {
  const { setting } = useDistanceSetting()
  const [changing, setChanging] = useState(false)
  const active = list.sort === CLOSEST_TO_ME_SORT
  const modalOpen = active && (setting === null || changing)

  const closeModal = () => {
    setChanging(false)
    if (setting === null) list.toDefaultSort()
  }
  const modal = modalOpen ? <ZipCodeModal onSaved={() => setChanging(false)} onClose={closeModal} /> : null

  const partsFor = (result: UseQueryResult<unknown>): ClosestToMeParts => {
    if (!active || setting === undefined) return {}
    if (setting === null) return { replacement: <InlineZipForm lead="Enter your zip code to see the cars nearest you." /> }
    const zipRefused = result.error instanceof ApiError && result.error.errorCode === ErrorCode.zip_code_invalid
    if (zipRefused) return { replacement: <InlineZipForm lead={distanceNoMatchMessage(list.screen, "US")} /> }
    return {
      notice: (
        <div className="closest-notice">
          <p>{measuredFrom(setting)}</p>
          <button type="button" className="button button--quiet closest-notice__change" onClick={() => setChanging(true)}>
            Change
          </button>
        </div>
      ),
      emptyMessage: distanceNoMatchMessage(list.screen, setting.country)
    }
  }

  /** The setting the list is asked with: none for other sorts; undefined while it is not known. */
  const distance = active ? (setting ?? undefined) : undefined
  return { distance, modal, partsFor }
}

function InlineZipForm({ lead }: { lead: string }) {
  return (
    <section className="closest-inline" aria-label="Cars closest to me">
      <h2 className="closest-inline__heading">Cars closest to me</h2>
      <p className="closest-inline__lead">{lead}</p>
      <ZipForm onSaved={() => undefined} />
    </section>
  )
}
