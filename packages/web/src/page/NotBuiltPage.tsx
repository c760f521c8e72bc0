import { Link } from "wouter"
import { PageMessage } from "./PageMessage.tsx"
import { usePageTitle } from "./usePageTitle.ts"

/** Stands in for every page of the route table that has not been built yet. */
export default function NotBuiltPage({ title }: { title: string }) {
  usePageTitle(title)
  return (
    <PageMessage
      heading={title}
      action={
        <Link href="/" className="button">
          Back to live auctions
        </Link>
      }
    >
      This page isn't available yet.
    </PageMessage>
  )
}
