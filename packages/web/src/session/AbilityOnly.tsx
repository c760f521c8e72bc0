import { Messages } from "@redline/domain"
import { useMutation } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { Link } from "wouter"
import { SignedInOnly } from "../account/SignedInOnly.tsx"
import { PageMessage } from "../page/PageMessage.tsx"
import type { StoredSession } from "./sessionAtom.ts"
import { useSession } from "./useSession.ts"
import { useSessionClient } from "./useSessionClient.ts"
import "./AbilityOnly.css"

/** What a page behind an ability tells someone signed in without it. */
export interface AbilityRefusal {
  /** 'You can't view submissions' */
  readonly heading: string
  /** Why the page isn't theirs, and that they may check again if given access just now. */
  readonly reason: string
  /** Said when checking again finds the ability still missing. */
  readonly stillMissing: string
  /** Where to go instead. */
  readonly elsewhere: { readonly href: string; readonly label: string }
}

/**
 * A page for the sessions with `ability` (spec 3 §6: route access by ability list): a visitor
 * signs in first and comes back; someone signed in without it is told the page isn't theirs. The
 * session says what it may do as the server last answered (at sign-in or its last refresh), so
 * 'Check again' asks the server afresh, for an ability given since.
 */
export function AbilityOnly({
  ability,
  refusal,
  children
}: {
  readonly ability: string
  readonly refusal: AbilityRefusal
  readonly children: ReactNode
}) {
  return (
    <SignedInOnly>
      <WithAbility ability={ability} refusal={refusal}>
        {children}
      </WithAbility>
    </SignedInOnly>
  )
}

function WithAbility({
  ability,
  refusal,
  children
}: {
  readonly ability: string
  readonly refusal: AbilityRefusal
  readonly children: ReactNode
}) {
  const session = useSession()
  if (session === null) return null
  if (!session.abilities.includes(ability)) return <MissingAbility session={session} refusal={refusal} />
  return children
}

function MissingAbility({ session, refusal }: { readonly session: StoredSession; readonly refusal: AbilityRefusal }) {
  const client = useSessionClient()
  const check = useMutation({ mutationFn: () => client.refresh(session) })
  return (
    <PageMessage
      heading={refusal.heading}
      action={
        <>
          <div className="ability-refusal__actions">
            <button type="button" className="button" disabled={check.isPending} onClick={() => check.mutate()}>
              {check.isPending ? "Checking…" : "Check again"}
            </button>
            <Link href={refusal.elsewhere.href} className="button button--quiet">
              {refusal.elsewhere.label}
            </Link>
          </div>
          <p className="ability-refusal__status" role="status">
            {check.isError ? Messages.errorTryAgain : check.isSuccess ? refusal.stillMissing : ""}
          </p>
        </>
      }
    >
      {refusal.reason}
    </PageMessage>
  )
}
