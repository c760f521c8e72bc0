import { useState } from "react"
import { useSearch } from "wouter"
import { NotificationSettingsSection } from "../notifications/NotificationSettingsSection.tsx"
import { usePageTitle } from "../page/usePageTitle.ts"
import { SmsEnrollmentSection } from "../sms/SmsEnrollmentSection.tsx"
import { AccountNav } from "./AccountNav.tsx"
import { AccountRemovalSection } from "./AccountRemovalSection.tsx"
import { DailyEmailSection } from "./DailyEmailSection.tsx"
import { failureMessage } from "./failureMessage.ts"
import { PasswordSection } from "./PasswordSection.tsx"
import { ProfileSection } from "./ProfileSection.tsx"
import { SignedInOnly } from "./SignedInOnly.tsx"
import { SignInProvidersSection } from "./SignInProvidersSection.tsx"
import { useAccountSettings } from "./useAccountSettings.ts"
import "./AccountPages.css"

/**
 * `/account/settings` (spec 2 §2, §4 'Profile and settings'): each section saves on its own, so
 * a failure in one never touches what was typed in another. `?enroll_sms=true` opens SMS
 * enrollment, and so does an SMS toggle of someone who can't receive texts yet: the page's own
 * Text alerts section, so one flow shows the number wherever the page shows it.
 */
export default function AccountSettingsPage() {
  usePageTitle("Account Settings")
  return (
    <SignedInOnly>
      <Settings />
    </SignedInOnly>
  )
}

function Settings() {
  const settings = useAccountSettings()
  // the text-alert promo's link, and any other that asks for a phone number
  const enrollSms = new URLSearchParams(useSearch()).get("enroll_sms") === "true"
  // each SMS toggle refused for want of a number opens phone entry, as the link does
  const [smsAsked, setSmsAsked] = useState(0)
  return (
    <div className="container account-page">
      <h1 className="account-page__heading">Account Settings</h1>
      <AccountNav />
      {settings.isPending ? (
        <p className="account-page__message" role="status">
          Loading your settings…
        </p>
      ) : settings.isError ? (
        <div className="account-page__message">
          <p role="alert">{failureMessage(settings.error)}</p>
          <button type="button" className="button button--quiet" onClick={() => void settings.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <div className="account-page__sections">
          <ProfileSection settings={settings.data} />
          <PasswordSection settings={settings.data} />
          <SignInProvidersSection settings={settings.data} />
          <DailyEmailSection settings={settings.data} />
          <NotificationSettingsSection settings={settings.data} onEnrollSms={() => setSmsAsked((asked) => asked + 1)} />
          <SmsEnrollmentSection open={enrollSms} asked={smsAsked} />
          <AccountRemovalSection settings={settings.data} />
        </div>
      )}
    </div>
  )
}
