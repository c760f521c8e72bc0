import type { ReactNode } from "react"
import "./SubmissionFacts.css"

/** A submission's facts, each a term and its value: the review step and the submission's page. */
export function SubmissionFacts({ facts }: { readonly facts: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="submission-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
