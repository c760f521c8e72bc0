import type { Ref } from "react"
import { Link } from "wouter"
import "./SellBox.css"

/**
 * 'Sell your {model}' (spec 1 §2): the seller's way in from a search, to the free submission that
 * takes about 5 minutes. `boxRef` lets the page notice it was seen (the phone's nudge waits for it).
 */
export function SellBox({ subject, boxRef }: { readonly subject: string; readonly boxRef?: Ref<HTMLElement> }) {
  return (
    <aside ref={boxRef} className="sell-box" aria-labelledby="sell-box-heading">
      <h2 id="sell-box-heading" className="sell-box__heading">
        Sell your {subject}
      </h2>
      <p className="sell-box__text">Reach buyers looking for one right now. Submitting is free and takes about 5 minutes.</p>
      <Link href="/sell-car/" className="button">
        Sell a Car
      </Link>
    </aside>
  )
}
