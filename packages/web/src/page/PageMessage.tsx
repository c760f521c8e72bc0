import type { ReactNode } from "react"
import "./PageMessage.css"

/** The plain centred page used for not-found, not-yet-built and error screens. */
export function PageMessage({ heading, children, action }: { heading: string; children: ReactNode; action: ReactNode }) {
  return (
    <section className="page-message">
      <h1 className="page-message__heading">{heading}</h1>
      <p className="page-message__text">{children}</p>
      <div className="page-message__action">{action}</div>
    </section>
  )
}
