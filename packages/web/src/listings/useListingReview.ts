import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { submissionsKeys } from "../submissions/submissionsQueries.ts"
import { listingDraftKeys } from "./listingDraftQueries.ts"

/**
 * The seller's review of a listing's version: approve it, or ask for changes with a message.
 * Answered, the version shown takes the server's answer, not read again, and the listing's other
 * reads, the submission's chat and the seller's lists and calls to action are read again.
 */
export function useListingReview(listingId: number, version: number) {
  const api = useApi()
  const reader = useReaderId()
  const queryClient = useQueryClient()
  const onSuccess = (reviewed: Awaited<ReturnType<typeof approveCall>>) => {
    queryClient.setQueryData(listingDraftKeys.version(listingId, version, reader), reviewed)
    void queryClient.invalidateQueries({
      queryKey: listingDraftKeys.listing(listingId),
      predicate: (query) => query.queryKey[2] !== version
    })
    void queryClient.invalidateQueries({ queryKey: submissionsKeys.messages(listingId, reader) })
    void queryClient.invalidateQueries({ queryKey: submissionsKeys.detail(listingId, reader) })
    void queryClient.invalidateQueries({ queryKey: submissionsKeys.lists() })
    void queryClient.invalidateQueries({ queryKey: submissionsKeys.active(reader) })
  }
  const approveCall = () => api("listingDrafts.approve", { path: { listing_id: listingId, version_id: version } })
  const approve = useMutation({ mutationFn: approveCall, onSuccess })
  const requestChanges = useMutation({
    mutationFn: (message: string) =>
      api("listingDrafts.requestChanges", { path: { listing_id: listingId, version_id: version }, body: { message } }),
    onSuccess
  })
  return { approve, requestChanges }
}
