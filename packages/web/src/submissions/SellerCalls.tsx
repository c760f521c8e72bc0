import { Link } from "wouter"
import SellerBanner from "./SellerBanner.tsx"
import { FooterLinkItem } from "../layout/FooterLinkItem.tsx"
import { useSellerCallToAction } from "./useSellerCallToAction.ts"

/** A signed-in reader's call to action in the header and the phone's menu: its label and where it leads by their submission's state. */
export function SignedInCallToAction({ className, onClick }: { readonly className: string; readonly onClick?: (() => void) | undefined }) {
  const call = useSellerCallToAction()
  return (
    <Link href={call.href} className={className} onClick={onClick}>
      {call.label}
    </Link>
  )
}

/** The call to action heading the footer's Selling links once the reader has a submission; until then 'Submit Your Car' below says it. */
export function SignedInFooterCall() {
  const call = useSellerCallToAction()
  if (call.label === "Sell a Car") return null
  return (
    <li>
      <FooterLinkItem link={{ label: call.label, href: call.href }} />
    </li>
  )
}

/** Where a signed-in reader's seller call shows. */
export type SellerCallPlace =
  | { readonly place: "header"; readonly className: string; readonly onClick?: (() => void) | undefined }
  | { readonly place: "footer" }
  | { readonly place: "banner" }

/** The signed-in reader's seller calls, one lazy chunk for the header, the footer and the banner. */
export default function SellerCall(props: SellerCallPlace) {
  switch (props.place) {
    case "header":
      return <SignedInCallToAction className={props.className} onClick={props.onClick} />
    case "footer":
      return <SignedInFooterCall />
    case "banner":
      return <SellerBanner />
  }
}
