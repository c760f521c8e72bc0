import type { PublicProfile } from "@redline/api"
import { displayUsername, formatLongDate } from "@redline/domain"
import { FollowButton } from "../follow/FollowButton.tsx"
import { UserAvatar } from "./UserAvatar.tsx"

const count = new Intl.NumberFormat("en-US")

/** '1 follower', '1,204 followers': the number first, in bold. */
function Count({ value, one, many }: { readonly value: number; readonly one: string; readonly many: string }) {
  return (
    <li>
      <strong className="profile-header__count">{count.format(value)}</strong> {value === 1 ? one : many}
    </li>
  )
}

/** Who the user is: photo, name, when they joined, their bio, their follows and the Follow button. */
export function ProfileHeader({ profile }: { readonly profile: PublicProfile }) {
  return (
    <header className="profile-header">
      <UserAvatar username={profile.username} photo={profile.photo} size={96} className="profile-header__avatar" />
      <div className="profile-header__body">
        <div className="profile-header__title">
          <h1 className="profile-header__name">{displayUsername(profile.username)}</h1>
          {profile.is_seller && <span className="profile-header__badge">Seller</span>}
        </div>
        <p className="profile-header__since">Member since {formatLongDate(new Date(profile.created_at))}</p>
        <ul className="profile-header__counts" aria-label="Follows">
          <Count value={profile.follower_count} one="follower" many="followers" />
          <Count value={profile.following_count} one="following" many="following" />
        </ul>
        {profile.bio !== "" && <p className="profile-header__bio">{profile.bio}</p>}
      </div>
      <div className="profile-header__actions">
        <FollowButton profile={profile} />
      </div>
    </header>
  )
}
