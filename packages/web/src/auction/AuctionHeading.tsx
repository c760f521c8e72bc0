import type { AuctionDetail } from "@redline/api"
import { reserveTag } from "@redline/domain"
import { PinIcon } from "../ui/icons.tsx"
import { WholeWords } from "../ui/WholeWords.tsx"

const tagsOf = (auction: AuctionDetail): ReadonlyArray<string> => {
  const reserve = reserveTag({ status: auction.status, ...auction.reserve })
  return [
    ...(auction.featured ? ["Featured"] : []),
    ...(reserve === null ? [] : [reserve]),
    ...(auction.has_inspection ? ["Inspected"] : [])
  ]
}

/** The car's name, its one-line summary and where it is. */
export function AuctionHeading({ auction }: { auction: AuctionDetail }) {
  const tags = tagsOf(auction)
  return (
    <header className="auction-heading">
      <h1 className="auction-heading__title">
        <WholeWords text={auction.title} />
      </h1>
      <p className="auction-heading__subtitle">{auction.sub_title}</p>
      <p className="auction-heading__meta">
        <span className="auction-heading__location">
          <PinIcon width="16" height="16" />
          {auction.listing.location}
        </span>
        {tags.length > 0 && (
          <span className="auction-heading__tags">
            {tags.map((tag) => (
              <span key={tag} className="auction-tag" data-tag={tag}>
                {tag}
              </span>
            ))}
          </span>
        )}
      </p>
    </header>
  )
}
