import { PasswordStrength } from "@redline/domain"
import type * as PasswordEstimate from "@redline/domain/PasswordEstimate"
import { useDeferredValue, useEffect, useMemo, useState } from "react"

type Estimator = typeof PasswordEstimate

export interface PasswordOwner {
  readonly username?: string
  readonly email?: string
}

let loading: Promise<Estimator> | null = null

/**
 * The estimator's dictionaries are large (about 840 kB gzipped): fetched once, when the first
 * field for a new password is shown, never with the first page.
 */
function loadEstimator(): Promise<Estimator> {
  loading ??= import("@redline/domain/PasswordEstimate").catch((error: unknown) => {
    // a failed fetch is tried again by the next form that shows a password field
    loading = null
    throw error
  })
  return loading
}

/**
 * The strength of a new password as it is typed (spec 2 §5), by the estimator the server checks
 * with; null until the estimator has arrived. `account` holds the username and address where the
 * form knows them: like the server, the estimator counts them as easy guesses.
 */
export function usePasswordStrength(password: string, account: PasswordOwner = {}): PasswordStrength | null {
  const [estimator, setEstimator] = useState<Estimator | null>(null)
  useEffect(() => {
    let mounted = true
    loadEstimator().then(
      (loaded) => mounted && setEstimator(loaded),
      // without the estimator the form still works: the server checks the password when it is sent
      () => undefined
    )
    return () => {
      mounted = false
    }
  }, [])
  const { username, email } = account
  // An estimate takes milliseconds to tens of them on a phone: typing goes first, the meter follows.
  const typed = useDeferredValue(password)
  return useMemo(() => {
    if (typed === "") return PasswordStrength.empty
    if (estimator === null) return null
    return estimator.estimatePassword(typed, estimator.guessableWordsOf({ username, email })).strength
  }, [estimator, typed, username, email])
}
