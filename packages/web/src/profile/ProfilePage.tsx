import type { PublicProfile } from "@redline/api"
import { displayUsername, usernameKey } from "@redline/domain"
import { Redirect, useParams } from "wouter"
import { carriedState, signInHref } from "../auth/signInLink.ts"
import NotFoundPage from "../page/NotFoundPage.tsx"
import { DetailPage } from "../page/DetailPage.tsx"
import { usePageTitle } from "../page/usePageTitle.ts"
import { useSession } from "../session/useSession.ts"
import { ProfileHeader } from "./ProfileHeader.tsx"
import { profilePath } from "./profilePath.ts"
import { usePublicProfile } from "./usePublicProfile.ts"
import "./ProfilePage.css"

/** The profile's sections (spec 3 §2); their lists are not built yet, so each shows the profile itself. */
const SECTIONS = ["auction_history", "bid_history", "comments", "communities", "followers", "following"]

/**
 * `/user/:username/:section?`: a member's public profile. `/user/:username/follow` (`follow`) is
 * the link to follow them: it goes on to the profile carrying the follow, which the Follow button
 * makes once if the reader doesn't follow them yet; a visitor signs in first, the follow carried.
 */
export default function ProfilePage({ follow = false }: { readonly follow?: boolean }) {
  const { username, section } = useParams<{ username: string; section?: string }>()
  const session = useSession()
  if (follow) {
    const carried = carriedState("follow", usernameKey(username))
    return session === null ? (
      <Redirect to={signInHref(profilePath(username), "follow", usernameKey(username))} replace />
    ) : (
      <Redirect to={profilePath(username)} replace state={carried} />
    )
  }
  if (section !== undefined && !SECTIONS.includes(section)) return <NotFoundPage />
  // keyed by the user: moving to another profile starts afresh
  return <Profile key={usernameKey(username)} username={username} />
}

function Profile({ username }: { readonly username: string }) {
  return (
    <DetailPage query={usePublicProfile(username)} what="this profile">
      {(profile) => <ProfileView profile={profile} />}
    </DetailPage>
  )
}

function ProfileView({ profile }: { readonly profile: PublicProfile }) {
  usePageTitle(displayUsername(profile.username))
  return (
    <div className="container profile-page">
      <ProfileHeader profile={profile} />
    </div>
  )
}
