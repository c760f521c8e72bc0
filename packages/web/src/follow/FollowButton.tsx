import type { PublicProfile } from "@redline/api"
import { Messages, offersFollow, usernameKey } from "@redline/domain"
import { useEffect, useState } from "react"
import { refusalOf } from "../api/refusal.ts"
import { useSignInDialog } from "../auth/signInDialog.ts"
import { useCarriedAction } from "../auth/useCarriedAction.ts"
import { useSession } from "../session/useSession.ts"
import { CheckIcon } from "../ui/icons.tsx"
import { useFollowUser } from "./useFollowUser.ts"
import "./FollowButton.css"

// long enough to read, short enough not to linger
const NOTICE_MILLIS = 5_000

/**
 * Follow or stop following a user (spec 3 §2, §4, §5). Hidden for oneself and for names that
 * can't be followed. A visitor is sent to sign in, carrying the follow and whom it is for; back
 * here, it is made once.
 */
export function FollowButton({ profile }: { readonly profile: PublicProfile }) {
  const session = useSession()
  if (!offersFollow(session?.username ?? null, profile.username)) return null
  return <FollowToggle profile={profile} signedIn={session !== null} />
}

function FollowToggle({ profile, signedIn }: { readonly profile: PublicProfile; readonly signedIn: boolean }) {
  const follow = useFollowUser(profile.username)
  const signIn = useSignInDialog()
  const [notice, setNotice] = useState<string | null>(null)
  const subject = usernameKey(profile.username)

  const sendToSignIn = (sessionExpired = false) => signIn("follow", subject, { sessionExpired })

  const setFollowing = (wanted: boolean) => {
    setNotice(null)
    follow.mutate(wanted, {
      onError: (error) => {
        // a refusal the server explains (oneself, a user gone, too many changes) keeps its words; anything else asks to try again
        const refusal = refusalOf(error, Messages.followNotSaved)
        // only a signed-in user's follow is sent: being refused for want of a session means it ran out
        if (refusal.kind === "sign_in") sendToSignIn(true)
        else setNotice(refusal.message)
      }
    })
  }

  useCarriedAction(
    "follow",
    signedIn,
    () => {
      if (!profile.is_followed) setFollowing(true)
    },
    subject
  )

  useEffect(() => {
    if (notice === null) return
    const timer = setTimeout(() => setNotice(null), NOTICE_MILLIS)
    return () => clearTimeout(timer)
  }, [notice])

  return (
    <span className="follow">
      <button
        type="button"
        className="follow__button"
        aria-pressed={profile.is_followed}
        onClick={() => (signedIn ? setFollowing(!profile.is_followed) : sendToSignIn())}
      >
        {profile.is_followed && <CheckIcon className="follow__icon" width="16" height="16" />}
        {profile.is_followed ? "Following" : "Follow"}
      </button>
      <span className="follow__notice notice-bubble" role="status">
        {notice}
      </span>
    </span>
  )
}
