import { checkSavedSearch, type SavedSearchCriteria, Messages, parseFilters, parseId, savedSearchHref } from "@redline/domain"
import { savedSearchMachine } from "@redline/machines"
import { useQueryClient } from "@tanstack/react-query"
import { useMachine } from "@xstate/react"
import { useStore } from "jotai"
import { useEffect, useMemo } from "react"
import { Link, useLocation, useParams, useSearch } from "wouter"
import { fromPromise } from "xstate"
import { SignedInOnly } from "../account/SignedInOnly.tsx"
import { useApi } from "../api/useApi.ts"
import { usePageTitle } from "../page/usePageTitle.ts"
import { savedSearchActors } from "../savedSearch/savedSearchActors.ts"
import type { SavedSearchLandingState } from "../savedSearch/SavedSearchLanding.tsx"
import { refusing } from "../savedSearch/savedSearchRefusal.ts"
import { useSession } from "../session/useSession.ts"
import "../account/AccountPages.css"

interface SaveSearchParams {
  readonly makeSlug?: string
  readonly modelSlug?: string
  readonly userId?: string
}

/**
 * `/save-search/{make?}/{model?}/{user_id?}` (spec 1 §2), the link of an e-mail or a banner that
 * saves a search: the make and model from the path, the text (`q`) and filters from the query, as
 * the search page reads them. A visitor signs in first; the link is for the user it names, and
 * anyone else signed in is told so and nothing is saved. Saved, or saved before, it lands on the
 * search's page with the saved search modal open.
 */
export default function SaveSearchPage() {
  usePageTitle("Save Search")
  return (
    <SignedInOnly>
      <SaveSearch />
    </SignedInOnly>
  )
}

function SaveSearch() {
  const params = useParams<SaveSearchParams>()
  const search = useSearch()
  const session = useSession()
  const check = useMemo(() => {
    const query = new URLSearchParams(search)
    const filters = parseFilters(query, new Date())
    return checkSavedSearch({ search: query.get("q"), make_slug: params.makeSlug, model_slug: params.modelSlug, ...filters }, new Date())
  }, [search, params.makeSlug, params.modelSlug])
  // a user id that is no id can't be this user's
  const mine = params.userId === undefined || parseId(params.userId) === session?.user_id

  return (
    <div className="container account-page">
      <h1 className="account-page__heading">Save Search</h1>
      {check._tag === "invalid" ? (
        <div className="account-page__message" role="alert">
          <p>{check.message}</p>
          <Link href="/" className="button button--quiet">
            Browse live auctions
          </Link>
        </div>
      ) : !mine ? (
        <div className="account-page__message" role="alert">
          <p>{Messages.saveSearchLinkNotYours}</p>
          <Link href={savedSearchHref(check.criteria)} className="button button--quiet">
            See the search
          </Link>
        </div>
      ) : (
        <Saving criteria={check.criteria} />
      )}
    </div>
  )
}

/** Saves the search through the saved search machine ('already saved' counts as saved), then goes to its page. */
function Saving({ criteria }: { readonly criteria: SavedSearchCriteria }) {
  const api = useApi()
  const store = useStore()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const machine = useMemo(
    () =>
      savedSearchMachine.provide({
        actors: {
          saveSearch: fromPromise(async () => (await refusing(api("savedSearches.save", { body: criteria }))).id),
          ...savedSearchActors({ api, queryClient, store })
        }
      }),
    [api, queryClient, store, criteria]
  )
  const [state, send] = useMachine(machine, { input: { searchId: null } })
  useEffect(() => send({ type: "SAVE" }), [send])

  const saved = state.hasTag("modal")
  const { searchId, justSaved, notice } = state.context
  const href = savedSearchHref(criteria)
  useEffect(() => {
    if (!saved || searchId === null) return
    const landing: SavedSearchLandingState = { savedSearch: { id: searchId, justSaved } }
    navigate(href, { replace: true, state: landing })
  }, [saved, searchId, justSaved, href, navigate])

  if (state.matches("notSaved") && notice !== null) {
    return (
      <div className="account-page__message" role="alert">
        <p>{notice}</p>
        <button type="button" className="button" onClick={() => send({ type: "SAVE" })}>
          Try again
        </button>
        <Link href={href} className="button button--quiet">
          See the search
        </Link>
      </div>
    )
  }
  return (
    <p className="account-page__message" role="status">
      Saving your search…
    </p>
  )
}
