import { useAtom } from "jotai"
import { privacyOptOutAtom } from "./privacyOptOut.ts"
import "./DoNotSellButton.css"

export function DoNotSellButton() {
  const [optedOut, setOptedOut] = useAtom(privacyOptOutAtom)
  return (
    <p className="do-not-sell">
      <button type="button" className="do-not-sell__button" aria-pressed={optedOut} onClick={() => setOptedOut(!optedOut)}>
        Do Not Sell or Share My Personal Information
      </button>
      {optedOut && <span className="do-not-sell__status"> — you've opted out.</span>}
    </p>
  )
}
