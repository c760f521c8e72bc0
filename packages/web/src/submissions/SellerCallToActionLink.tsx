import { Link } from "wouter"
import { useSellerCallToAction } from "./useSellerCallToAction.ts"

/** The seller's call to action as a link (the header, the menu, the footer): its label and where it leads by the submission's state. */
export function SellerCallToActionLink({ className, onClick }: { readonly className: string; readonly onClick?: () => void }) {
  const call = useSellerCallToAction()
  return (
    <Link href={call.href} className={className} onClick={onClick}>
      {call.label}
    </Link>
  )
}
