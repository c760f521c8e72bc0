import type { CardOnFile } from "@redline/api"
import { formatShortDate } from "@redline/domain"
import { Link } from "wouter"
import { usePageTitle } from "../page/usePageTitle.ts"
import { useRegistration } from "../registration/useRegistration.ts"
import { useSession } from "../session/useSession.ts"
import { AccountNav } from "./AccountNav.tsx"
import { failureMessage } from "./failureMessage.ts"
import { SignedInOnly } from "./SignedInOnly.tsx"
import { useAccountSettings } from "./useAccountSettings.ts"
import "./AccountPages.css"

/** `/account/`: who is signed in, whether they can bid, and the way to their settings (spec 2 §2). */
export default function AccountPage() {
  usePageTitle("Account")
  return (
    <SignedInOnly>
      <AccountHome />
    </SignedInOnly>
  )
}

function AccountHome() {
  const session = useSession()
  const settings = useAccountSettings()
  const { status: registration } = useRegistration()

  return (
    <div className="container account-page">
      <h1 className="account-page__heading">Account</h1>
      <AccountNav />

      <section className="account-card" aria-labelledby="account-who">
        <h2 id="account-who" className="account-card__heading">
          Signed in
        </h2>
        <dl className="account-card__facts">
          <div>
            <dt>Username</dt>
            <dd>{session?.username}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{settings.isError ? failureMessage(settings.error) : (settings.data?.email ?? "Loading…")}</dd>
          </div>
        </dl>
        {settings.data?.removal_requested_at != null && (
          <p className="note">
            You asked for this account to be removed on {formatShortDate(new Date(settings.data.removal_requested_at))}.
          </p>
        )}
      </section>

      <section className="account-card" aria-labelledby="account-bidding">
        <h2 id="account-bidding" className="account-card__heading">
          Registration to bid
        </h2>
        {registration.isPending ? (
          <p className="account-card__text">Loading…</p>
        ) : registration.isError ? (
          <p className="account-card__text">{failureMessage(registration.error)}</p>
        ) : (
          <RegistrationStatus registration={registration.data} />
        )}
      </section>

      <section className="account-card" aria-labelledby="account-more">
        <h2 id="account-more" className="account-card__heading">
          Manage your account
        </h2>
        <ul className="account-card__links">
          <li>
            <Link href="/account/settings" className="account-card__link">
              <span className="account-card__link-title">Account Settings</span>
              <span className="account-card__link-text">Bio, password, sign-in providers, Daily Email, account removal</span>
            </Link>
          </li>
          <li>
            <Link href="/logout" className="account-card__link">
              <span className="account-card__link-title">Sign out</span>
              <span className="account-card__link-text">Sign out of Redline on this device</span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  )
}

function RegistrationStatus({ registration }: { readonly registration: CardOnFile }) {
  const cardOnFile =
    registration.last4 === null ? "A card is on file" : `Your ${registration.brand ?? "card"} ending in ${registration.last4} is on file`
  if (registration.card_on_file && registration.bidding_agreement) {
    return (
      <>
        <p className="account-card__status" data-state="done">
          Registered to bid
        </p>
        <p className="account-card__text">
          {cardOnFile} and you accepted the bidding agreement.{" "}
          <Link href="/register-to-bid" className="account-card__inline-link">
            See your registration
          </Link>
        </p>
      </>
    )
  }
  const missing =
    !registration.card_on_file && !registration.bidding_agreement
      ? "Add a card and accept the bidding agreement to place bids."
      : registration.card_on_file
        ? `${cardOnFile}. Accept the bidding agreement to place bids.`
        : "You accepted the bidding agreement. Add a card to place bids."
  return (
    <>
      <p className="account-card__status" data-state="todo">
        Not registered to bid yet
      </p>
      <p className="account-card__text">{missing}</p>
      <Link href="/register-to-bid" className="button account-card__action">
        Register to bid
      </Link>
    </>
  )
}
