import { Messages } from "@redline/domain"
import { Link, useLocation, useSearch } from "wouter"
import { useEffect, useRef, useState } from "react"
import { failureMessage } from "../account/failureMessage.ts"
import { carriedActionOf, carriedState, carriedSubjectOf, redirectTarget, signInHref } from "../auth/signInLink.ts"
import { PageMessage } from "../page/PageMessage.tsx"
import { usePageTitle } from "../page/usePageTitle.ts"
import { CardOnFileText } from "./CardOnFileText.tsx"
import { CardEntryForm, cardFailureOf } from "./CardEntryForm.tsx"
import { useRegistration } from "./useRegistration.ts"
import "./RegisterToBidPage.css"

/**
 * Bidders register once: a card on file and the bidding agreement (spec 2 §2, '/register-to-bid').
 * Sent here from a bid, with the `redirect`, `action` and `subject` parameters a sign-in link
 * has, the bidder goes back to that page once registered, carrying the bid to finish. The card is
 * tokenized at Stripe (or its local stand-in) from the browser; a card whose bank asks for
 * authentication goes to the bank's page, which sends the bidder back here with `setup_intent`.
 */
export default function RegisterToBidPage() {
  usePageTitle("Register to Bid")
  const search = useSearch()
  const [, navigate] = useLocation()
  const params = new URLSearchParams(search)
  const redirect = redirectTarget(params.get("redirect"))
  const action = carriedActionOf(params.get("action"))
  const subject = carriedSubjectOf(params.get("subject"))
  const { signedIn, status, addCard, finishAuthentication, agree } = useRegistration()
  const [agreed, setAgreed] = useState(false)
  const registered = status.data !== undefined && status.data.card_on_file && status.data.bidding_agreement

  // Back from the bank's authentication: the card setup it was for is finished once, and the address loses its parameters.
  const returnedFrom = params.get("setup_intent")
  const finishing = useRef<string | null>(null)
  useEffect(() => {
    if (!signedIn || returnedFrom === null || finishing.current === returnedFrom) return
    finishing.current = returnedFrom
    finishAuthentication.mutate(returnedFrom)
    const kept = new URLSearchParams(search)
    for (const name of ["setup_intent", "setup_intent_client_secret", "redirect_status"]) kept.delete(name)
    navigate(kept.size === 0 ? "/register-to-bid" : `/register-to-bid?${kept.toString()}`, { replace: true })
  }, [signedIn, returnedFrom, search, finishAuthentication, navigate])

  useEffect(() => {
    if (registered && redirect !== null) navigate(redirect, { replace: true, state: carriedState(action, subject) })
  }, [registered, redirect, action, subject, navigate])

  if (!signedIn) {
    return (
      <PageMessage
        heading="Register to bid"
        action={
          <Link href={signInHref(search === "" ? "/register-to-bid" : `/register-to-bid?${search}`)} className="button">
            Sign in
          </Link>
        }
      >
        Sign in first, then add a card and accept the bidding agreement.
      </PageMessage>
    )
  }
  if (status.isPending)
    return (
      <PageMessage heading="Register to bid" action={null}>
        Loading…
      </PageMessage>
    )
  if (status.isError)
    return (
      <PageMessage heading="Register to bid" action={null}>
        {failureMessage(status.error)}
      </PageMessage>
    )

  const registration = status.data
  const authentication = addCard.isPending || finishAuthentication.isPending ? null : registration.authentication

  if (registration.card_on_file && registration.bidding_agreement) {
    return (
      <PageMessage
        heading="You're registered to bid"
        action={
          <Link href="/" className="button">
            Browse live auctions
          </Link>
        }
      >
        <CardOnFileText registration={registration} /> You accepted the bidding agreement.
      </PageMessage>
    )
  }

  return (
    <main className="register-to-bid">
      <h1>Register to bid</h1>
      <p className="register-to-bid__lede">Two steps, once: a card on file and the bidding agreement.</p>

      <section className="register-to-bid__step" aria-labelledby="card-step">
        <h2 id="card-step">1. Card on file</h2>
        {registration.card_on_file ? (
          <p>
            <CardOnFileText registration={registration} />
          </p>
        ) : registration.card_form === null ? (
          <p>{Messages.paymentsUnavailable}</p>
        ) : authentication !== null ? (
          <div className="register-to-bid__authentication">
            <p>Your bank asks you to confirm this card. You'll come back here once it is confirmed.</p>
            <a className="button" href={authentication.url}>
              Confirm with your bank
            </a>
          </div>
        ) : finishAuthentication.isPending ? (
          <p>Checking with your bank…</p>
        ) : (
          <CardEntryForm
            addCard={addCard}
            returnPath={search === "" ? "/register-to-bid" : `/register-to-bid?${search}`}
            failure={cardFailureOf(addCard, finishAuthentication)}
          />
        )}
      </section>

      <section className="register-to-bid__step" aria-labelledby="agreement-step">
        <h2 id="agreement-step">2. Bidding agreement</h2>
        {registration.bidding_agreement ? (
          <p>You accepted the bidding agreement.</p>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              agree.mutate()
            }}
          >
            <p>
              A bid is binding: if you win, you buy the vehicle at your bid plus the buyer's fee. Redline may hold your card for the fee
              when you win.
            </p>
            <label className="register-to-bid__agree">
              <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />I agree to the bidding
              agreement
            </label>
            {agree.isError && (
              <p className="register-to-bid__error" role="alert">
                {failureMessage(agree.error)}
              </p>
            )}
            <button type="submit" className="button" disabled={!agreed || agree.isPending}>
              Accept the agreement
            </button>
          </form>
        )}
      </section>
    </main>
  )
}
