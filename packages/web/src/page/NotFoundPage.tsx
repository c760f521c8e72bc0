import { Link } from "wouter"
import { PageMessage } from "./PageMessage.tsx"
import { usePageTitle } from "./usePageTitle.ts"

export default function NotFoundPage() {
  usePageTitle("Page Not Found")
  return (
    <PageMessage
      heading="We couldn't find that page"
      action={
        <Link href="/" className="button">
          Back to live auctions
        </Link>
      }
    >
      The link may be out of date, or the page may have moved.
    </PageMessage>
  )
}
