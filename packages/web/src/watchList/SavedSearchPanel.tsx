import type { SavedSearch } from "@redline/api"
import { ErrorCode, Messages, savedSearchFilters, savedSearchHref, savedSearchSubject } from "@redline/domain"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { Link } from "wouter"
import { useApi } from "../api/useApi.ts"
import { ApiError } from "../api/request.ts"
import { SavedSearchEditor } from "../savedSearch/SavedSearchEditor.tsx"
import { savedSearchQueries } from "../savedSearch/savedSearchQueries.ts"
import { useReaderId } from "../session/readerId.ts"

/** The id of the panel's heading, which `?jump=saved_searches` scrolls to. */
export const SAVED_SEARCHES_ID = "saved-searches"

/**
 * The user's saved searches on the watch list (spec 1 §2 `jump=saved_searches`): each links to
 * its search page, opens its alerts (the saved search modal) and is deleted in place; deleting
 * one already gone counts as done (spec 1 §8).
 */
export function SavedSearchPanel() {
  const api = useApi()
  const reader = useReaderId()
  const saved = useQuery({ ...savedSearchQueries.list(api, reader), retry: 1 })
  const [editing, setEditing] = useState<SavedSearch | null>(null)

  return (
    <section className="watch-list__section saved-searches" aria-labelledby={SAVED_SEARCHES_ID}>
      <h2 id={SAVED_SEARCHES_ID} className="watch-list__heading" tabIndex={-1}>
        Saved searches
      </h2>
      {saved.data === undefined ? (
        saved.isError ? (
          <div className="list-notice" role="alert">
            <p>{Messages.listLoadFailed("your saved searches")}</p>
            <button type="button" className="button button--quiet" onClick={() => void saved.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <p className="saved-searches__loading" role="status">
            Loading your saved searches…
          </p>
        )
      ) : saved.data.saved_searches.length === 0 ? (
        <div className="list-notice">
          <p>{Messages.noSavedSearches}</p>
        </div>
      ) : (
        <ul className="saved-searches__list">
          {saved.data.saved_searches.map((search) => (
            <SavedSearchRow key={search.id} search={search} onEdit={() => setEditing(search)} />
          ))}
        </ul>
      )}
      {editing !== null && (
        <SavedSearchEditor searchId={editing.id} subject={savedSearchSubject(editing)} justSaved={false} onClose={() => setEditing(null)} />
      )}
    </section>
  )
}

function SavedSearchRow({ search, onEdit }: { readonly search: SavedSearch; readonly onEdit: () => void }) {
  const api = useApi()
  const reader = useReaderId()
  const queryClient = useQueryClient()
  const { queryKey } = savedSearchQueries.list(api, reader)
  const remove = useMutation({
    mutationFn: () =>
      api("savedSearches.delete", { path: { id: search.id } }).catch((error: unknown) => {
        // already gone: that is what was asked for
        if (error instanceof ApiError && error.errorCode === ErrorCode.saved_search_not_found) return
        throw error
      }),
    onSuccess: () => {
      queryClient.setQueryData(
        queryKey,
        (list) => list && { ...list, saved_searches: list.saved_searches.filter(({ id }) => id !== search.id) }
      )
      void queryClient.invalidateQueries({ queryKey })
    }
  })
  const subject = savedSearchSubject(search)
  const details = [...savedSearchFilters(search), search.send_email ? "Email alerts on" : "Email alerts off"]

  return (
    <li className="saved-searches__item">
      <div className="saved-searches__what">
        <Link href={savedSearchHref(search)} className="saved-searches__link">
          {subject}
        </Link>
        <p className="saved-searches__details">{details.join(" · ")}</p>
        {remove.isError && (
          <p className="saved-searches__notice" role="alert">
            {Messages.savedSearchNotDeleted}
          </p>
        )}
      </div>
      <div className="saved-searches__actions">
        <button type="button" className="button button--quiet button--small" aria-haspopup="dialog" onClick={onEdit}>
          Edit<span className="visually-hidden"> {subject}</span>
        </button>
        <button
          type="button"
          className="button button--quiet button--small"
          aria-busy={remove.isPending}
          aria-disabled={remove.isPending}
          onClick={() => {
            if (!remove.isPending) remove.mutate()
          }}
        >
          Delete<span className="visually-hidden"> {subject}</span>
        </button>
      </div>
    </li>
  )
}
