import { savedSearchSubject } from "@redline/domain"
import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { SavedSearchEditor } from "./SavedSearchEditor.tsx"
import { savedSearchQueries } from "./savedSearchQueries.ts"

/** The saved search modal of a page landed on with a search just saved for it, named as the user's list names it. */
export default function LandedSearch({
  id,
  justSaved,
  onClose
}: {
  readonly id: number
  readonly justSaved: boolean
  readonly onClose: () => void
}) {
  const list = useQuery(savedSearchQueries.list(useApi(), useReaderId()))
  const search = list.data?.saved_searches.find((saved) => saved.id === id)
  return (
    <SavedSearchEditor
      searchId={id}
      subject={search === undefined ? "matching" : savedSearchSubject(search)}
      justSaved={justSaved}
      onClose={onClose}
    />
  )
}
