import { dailyEmailError, ErrorCode, Messages } from "@redline/domain"
import { useMutation } from "@tanstack/react-query"
import { type FormEvent, useId, useState } from "react"
import { useApi } from "../api/useApi.ts"
import { ApiError } from "../api/request.ts"
import "./DailyEmailSignup.css"

/** What the form says after a try: the address is wrong, it worked, or the server failed. */
const outcomeOf = (error: unknown): string =>
  error instanceof ApiError && error.errorCode === ErrorCode.invalid_email ? Messages.invalidEmail : Messages.dailyEmailFailed

/**
 * The footer's 'Get the Daily Email' form (spec 2 §2, §5): an address checked by the domain's
 * rule before it is sent to `POST auth/daily_email`, signed in or not.
 */
export function DailyEmailSignup() {
  const api = useApi()
  const id = useId()
  const [email, setEmail] = useState("")
  const [invalid, setInvalid] = useState<string | null>(null)
  const subscribe = useMutation({
    mutationFn: (address: string) => api("profile.subscribeDailyEmail", { body: { email: address } })
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const error = dailyEmailError(email)
    setInvalid(error)
    if (error === null) subscribe.mutate(email.trim())
    else subscribe.reset()
  }

  const status = invalid ?? (subscribe.isSuccess ? Messages.dailyEmailSubscribed : subscribe.isError ? outcomeOf(subscribe.error) : null)
  const failed = invalid !== null || subscribe.isError

  return (
    <form className="daily-email-signup" aria-labelledby={`${id}-heading`} onSubmit={submit} noValidate>
      <h2 id={`${id}-heading`} className="footer__heading">
        Get the Daily Email
      </h2>
      <p className="daily-email-signup__hint">The day's new auctions, once a day.</p>
      <div className="daily-email-signup__row">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          Email address
        </label>
        <input
          id={`${id}-email`}
          className="daily-email-signup__input"
          type="email"
          autoComplete="email"
          placeholder="Email address"
          value={email}
          aria-invalid={failed}
          aria-describedby={`${id}-status`}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button daily-email-signup__button" disabled={subscribe.isPending}>
          Subscribe
        </button>
      </div>
      <p
        id={`${id}-status`}
        className={failed ? "daily-email-signup__status daily-email-signup__status--error" : "daily-email-signup__status"}
        role="status"
      >
        {status}
      </p>
    </form>
  )
}
