import type { Community } from "@redline/api"
import { COMMUNITY_POPULAR_DEFAULT, defaultSort, PAGE_SIZES } from "@redline/domain"
import { useQuery } from "@tanstack/react-query"
import { useAtomValue } from "jotai"
import type { ReactNode } from "react"
import { Link } from "wouter"
import { useApi } from "../api/useApi.ts"
import { SidebarList } from "../auctions/SidebarList.tsx"
import { makeSearchHref } from "../search/searchHrefs.ts"
import { CommunityLinks } from "./CommunityLinks.tsx"
import { communityQueries } from "./communityQueries.ts"
import { composerAtom } from "./composerAtom.ts"
import { PostComposer } from "./PostComposer.tsx"
import { recentCommunitiesAtom } from "./recentCommunities.ts"
import { SectionTabs } from "./SectionTabs.tsx"
import { useNewPost } from "./useNewPost.ts"
import "./CommunityLayout.css"

interface CommunityLayoutProps {
  /** The community the page is about, if one: New Post posts to it, and Auctions leads to its make's or model's auctions. */
  readonly community: Community | null
  /** The feed the page shows, if it shows one: every community's (null) or one community's id. */
  readonly feed?: number | null
  readonly children: ReactNode
}

/** Where the Auctions tab leads: the make's or model's search page from their community, the live auctions from any other. */
const auctionsHref = (community: Community | null): string =>
  community?.vehicle_make == null ? "/" : makeSearchHref(community.vehicle_make.slug, community.vehicle_model?.slug)

/**
 * The frame of the community pages (spec 3 §2): on the left the Auctions/Community tabs, New
 * Post, 'All Communities', the popular communities and the recently visited ones; the page in the
 * middle; the auctions ending soon on the right. On a phone the tabs and New Post come first, the
 * page next, the lists after it.
 */
export function CommunityLayout({ community, feed, children }: CommunityLayoutProps) {
  const popular = useQuery(communityQueries.popular(useApi(), COMMUNITY_POPULAR_DEFAULT))
  const recent = useAtomValue(recentCommunitiesAtom)
  const composer = useAtomValue(composerAtom)
  const newPost = useNewPost(community)

  return (
    <div className="container community-layout">
      <div className="community-layout__actions">
        <SectionTabs current="community" auctionsHref={auctionsHref(community)} communityHref={community?.url ?? "/community/"} />
        <button type="button" className="button community-layout__new-post" onClick={newPost}>
          New Post
        </button>
        <Link href="/communities/directory" className="community-layout__all">
          All Communities
        </Link>
      </div>
      <div className="community-layout__page">{children}</div>
      <div className="community-layout__lists">
        <CommunityLinks heading="Popular communities" communities={popular.data?.communities ?? []} />
        <CommunityLinks heading="Recently visited" communities={recent} />
      </div>
      <aside className="community-layout__aside" aria-label="Auctions ending soon">
        <SidebarList heading="Ending soon" sort={defaultSort("home", "sort")} limit={PAGE_SIZES.endingSoon} />
      </aside>
      {composer !== null && <PostComposer request={composer} feed={feed} />}
    </div>
  )
}
