import { channelIdOf } from "@redline/domain"
import { useChannel } from "../realtime/useChannel.ts"
import { useEnvelopeHandler } from "../realtime/useEnvelopeHandler.ts"
import { useResyncHandler } from "../realtime/useResyncHandler.ts"
import { communityKeys, type FeedQuery } from "./communityQueries.ts"
import { useLiveMarks } from "./blocklist.ts"
import { hearPost } from "./postCache.ts"

/**
 * Keeps a community's feed live (design: open community feeds are live): each post written,
 * edited, voted on or deleted comes on the community's channel and goes straight into the feeds
 * read; a channel that lost events it can't replay reads them again.
 */
export function useLiveCommunityFeed(communityId: number): void {
  const marks = useLiveMarks()
  useEnvelopeHandler("community_post", (envelope, queryClient) => {
    if (channelIdOf("community", envelope.channel) === communityId) hearPost(queryClient, envelope.data, marks(queryClient))
  })
  useResyncHandler("community", (resync, queryClient) => {
    if (resync.watch.channel !== "community" || resync.watch.community_id !== communityId) return
    void queryClient.invalidateQueries({
      queryKey: communityKeys.feeds(),
      predicate: (query) => (query.queryKey[2] as FeedQuery).communityId === communityId
    })
  })
  useChannel({ channel: "community", community_id: communityId })
}
