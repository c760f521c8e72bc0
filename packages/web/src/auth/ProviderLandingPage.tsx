import type { SignInProvider } from "@redline/domain"
import type { AuthStart } from "@redline/machines"
import { useEffect, useEffectEvent, useState } from "react"
import { useLocation, useSearch } from "wouter"
import { usePageTitle } from "../page/usePageTitle.ts"
import { AuthDialog } from "./AuthDialog.tsx"
import { forgetReturn, rememberedReturn } from "./providerReturn.ts"
import { carriedActionOf, carriedState, carriedSubjectOf, redirectTarget } from "./signInLink.ts"

/**
 * `/auth/google`, `/auth/fb/` and `/auth/apple`: where a provider sends the browser back with a
 * code and a state (spec 2 §2). The auth dialog signs in with them and carries on to whatever
 * comes next; signed in, the user goes back where the sign-in began, with the action they had
 * started (the `redirect`, `action` and `subject` the sign-in page had, kept while away at the
 * provider).
 */
export default function ProviderLandingPage({ provider }: { readonly provider: SignInProvider }) {
  usePageTitle("Sign In")
  const [location, navigate] = useLocation()
  const search = useSearch()
  const [returnSearch] = useState(rememberedReturn)
  const [start] = useState((): AuthStart => {
    const answer = new URLSearchParams(search)
    return {
      screen: "provider",
      provider,
      code: answer.get("code") ?? "",
      state: answer.get("state") ?? "",
      backToReferrer: redirectTarget(new URLSearchParams(returnSearch).get("redirect")) !== null
    }
  })
  const back = new URLSearchParams(returnSearch)
  const redirect = redirectTarget(back.get("redirect")) ?? "/"
  const carried = carriedState(carriedActionOf(back.get("action")), carriedSubjectOf(back.get("subject")))

  // The code is spent once traded: the address loses it, so a reload doesn't trade it again,
  // and takes the sign-in page's parameters, which the dialog's links carry on.
  const dropCode = useEffectEvent(() => {
    forgetReturn()
    navigate(returnSearch === "" ? location : `${location}?${returnSearch}`, { replace: true })
  })
  useEffect(() => dropCode(), [])

  return (
    <div className="container">
      <AuthDialog
        start={start}
        onDone={() => navigate(redirect, { replace: true, state: carried })}
        back={{ query: returnSearch }}
        isPage
      />
    </div>
  )
}
