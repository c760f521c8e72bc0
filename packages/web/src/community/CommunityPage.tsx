import type { Community } from "@redline/api"
import { useQuery } from "@tanstack/react-query"
import { useSetAtom } from "jotai"
import { useEffect } from "react"
import { useParams } from "wouter"
import { useApi } from "../api/useApi.ts"
import { DetailPage } from "../page/DetailPage.tsx"
import { usePageTitle } from "../page/usePageTitle.ts"
import { communityQueries } from "./communityQueries.ts"
import { CommunityLayout } from "./CommunityLayout.tsx"
import { PostFeed } from "./PostFeed.tsx"
import { visitCommunityAtom } from "./recentCommunities.ts"
import { useLiveCommunityFeed } from "./useLiveCommunityFeed.ts"

/**
 * One community's feed (spec 3 §2), at /community/{slug} or /community/{id}/{slug}: its posts,
 * and it goes first among the reader's recently visited communities.
 */
export default function CommunityPage() {
  const { communityId, communitySlug = "" } = useParams<{ communityId?: string; communitySlug?: string }>()
  const community = useQuery(communityQueries.community(useApi(), communityId ?? communitySlug))
  return (
    <DetailPage query={community} what="this community">
      {(shown) => <CommunityFeed community={shown} />}
    </DetailPage>
  )
}

function CommunityFeed({ community }: { readonly community: Community }) {
  usePageTitle(community.title)
  const visit = useSetAtom(visitCommunityAtom)
  useEffect(() => visit(community), [visit, community])
  useLiveCommunityFeed(community.id)
  return (
    <CommunityLayout community={community} feed={community.id}>
      <h1 className="community-page__title">{community.title}</h1>
      <PostFeed communityId={community.id} />
    </CommunityLayout>
  )
}
