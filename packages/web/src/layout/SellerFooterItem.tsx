import { useSellerCallToAction } from "../submissions/useSellerCallToAction.ts"
import { FooterLinkItem } from "./FooterLinkItem.tsx"

/** The seller's call to action heading the footer's Selling links once they have a submission; until then 'Submit Your Car' below says it. */
export function SellerFooterItem() {
  const call = useSellerCallToAction()
  if (call.label === "Sell a Car") return null
  return (
    <li>
      <FooterLinkItem link={{ label: call.label, href: call.href }} />
    </li>
  )
}
