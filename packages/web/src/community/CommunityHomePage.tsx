import { usePageTitle } from "../page/usePageTitle.ts"
import { CommunityLayout } from "./CommunityLayout.tsx"
import { PostFeed } from "./PostFeed.tsx"

/** The community home (spec 3 §2, /communities/ and /community/): every community's posts, headed 'Community Feed'. */
export default function CommunityHomePage() {
  usePageTitle("Community Feed")
  return (
    <CommunityLayout community={null} feed={null}>
      <h1 className="community-page__title">Community Feed</h1>
      <PostFeed communityId={null} />
    </CommunityLayout>
  )
}
