import "./AuthScreen.css"

/** What the verify-email page and the reset form show while their link's token is checked (spec 2 §2). */
export function Verifying({ headingId, heading }: { readonly headingId: string; readonly heading: string }) {
  return (
    <section className="auth-screen" aria-labelledby={headingId} aria-busy="true">
      <h1 id={headingId} className="auth-screen__heading">
        {heading}
      </h1>
      <p role="status">Verifying...</p>
    </section>
  )
}
