import { Link } from "wouter"
import "./SectionTabs.css"

interface SectionTabsProps {
  readonly current: "auctions" | "community"
  readonly auctionsHref: string
  readonly communityHref: string
}

/** The Auctions/Community tab pair (spec 1 §2, spec 3 §2): a make's or model's auctions and its community, each a page. */
export function SectionTabs({ current, auctionsHref, communityHref }: SectionTabsProps) {
  return (
    <nav className="section-tabs" aria-label="Auctions and community">
      <Link href={auctionsHref} className="section-tabs__tab" aria-current={current === "auctions" ? "page" : undefined}>
        Auctions
      </Link>
      <Link href={communityHref} className="section-tabs__tab" aria-current={current === "community" ? "page" : undefined}>
        Community
      </Link>
    </nav>
  )
}
