import type { AuctionDetail, PublicProfile } from "@redline/api"
import { showsFollowBanner, usernameKey } from "@redline/domain"
import { useAtom } from "jotai"
import { useId, useState } from "react"
import { Link } from "wouter"
import { FollowButton } from "../follow/FollowButton.tsx"
import { profilePath } from "../profile/profilePath.ts"
import { UserAvatar } from "../profile/UserAvatar.tsx"
import { usePublicProfile } from "../profile/usePublicProfile.ts"
import { useSession } from "../session/useSession.ts"
import { CloseIcon } from "../ui/icons.tsx"
import { dismissedFollowBannersAtom } from "./followBannerDismissals.ts"
import "./FollowBanner.css"
import { UserName } from "../ui/UserName.tsx"

const count = new Intl.NumberFormat("en-US")

/**
 * 'Follow {seller} to hear about their next auction.' (spec 1 §4, spec 3 §4): while the auction
 * runs, never to its seller or winner, until dismissed, which is remembered per seller.
 */
export function FollowBanner({ auction }: { readonly auction: AuctionDetail }) {
  const session = useSession()
  const [dismissed, setDismissed] = useAtom(dismissedFollowBannersAtom)
  const seller = usernameKey(auction.seller)
  if (!showsFollowBanner(auction, session?.username ?? null) || dismissed.includes(seller)) return null
  return <SellerBanner seller={auction.seller} onDismiss={() => setDismissed((sellers) => [...sellers, seller])} />
}

function SellerBanner({ seller, onDismiss }: { readonly seller: string; readonly onDismiss: () => void }) {
  const profile = usePublicProfile(seller)
  // Someone who already follows the seller has nothing to be asked; one who follows from here sees it taken.
  const [followedBefore, setFollowedBefore] = useState<boolean | null>(null)
  if (profile.data === undefined) return null
  if (followedBefore === null) setFollowedBefore(profile.data.is_followed)
  if (followedBefore ?? profile.data.is_followed) return null
  return <Banner profile={profile.data} onDismiss={onDismiss} />
}

function Banner({ profile, onDismiss }: { readonly profile: PublicProfile; readonly onDismiss: () => void }) {
  const textId = useId()
  return (
    <section className="follow-banner" aria-labelledby={textId}>
      <UserAvatar username={profile.username} photo={profile.photo} size={48} className="follow-banner__avatar" />
      <div className="follow-banner__body">
        <p id={textId} className="follow-banner__text">
          Follow{" "}
          <Link href={profilePath(profile.username)} className="follow-banner__seller">
            <UserName name={profile.username} />
          </Link>{" "}
          to hear about their next auction.
        </p>
        <p className="follow-banner__followers">
          {profile.follower_count === 1 ? "1 follower" : `${count.format(profile.follower_count)} followers`}
        </p>
      </div>
      <div className="follow-banner__actions">
        <FollowButton profile={profile} />
        <button type="button" className="follow-banner__dismiss" aria-label="Dismiss" title="Dismiss" onClick={onDismiss}>
          <CloseIcon width="20" height="20" />
        </button>
      </div>
    </section>
  )
}
