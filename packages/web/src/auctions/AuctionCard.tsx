import type { AuctionListItem } from "@redline/api"
import { bidBarText, CARD_IMAGE, formatLongDate, hasEnded, mileageText, reserveTag } from "@redline/domain"
import { Link } from "wouter"
import { AuctionPhoto } from "../photos/AuctionPhoto.tsx"
import { ClockIcon, PinIcon } from "../ui/icons.tsx"
import { FeaturedThumbnails } from "./FeaturedThumbnails.tsx"
import { WatchButton } from "../watch/WatchButton.tsx"
import { TimeLeft } from "./TimeLeft.tsx"
import "./AuctionCard.css"
import { WholeWords } from "../ui/WholeWords.tsx"

const tagsOf = (auction: AuctionListItem): ReadonlyArray<string> => {
  const reserve = reserveTag(auction)
  return [
    ...(auction.featured ? ["Featured"] : []),
    ...(reserve === null ? [] : [reserve]),
    ...(auction.has_inspection ? ["Inspected"] : [])
  ]
}

/** The featured card's main photo fills a phone's width, so the browser picks the width that fits. */
const FEATURED_WIDTHS = { widths: [384, 900, 1040], sizes: "(min-width: 576px) 50vw, 100vw" } as const

export type AuctionCardVariant = "standard" | "featured"

interface AuctionCardProps {
  readonly auction: AuctionListItem
  readonly variant?: AuctionCardVariant | undefined
  /** Carried on the link to the auction (spec 1 §2 'Auction card'): the search's `ss_id=…`. */
  readonly linkQuery?: string | undefined
}

/**
 * One auction in a list: photo first, then what a buyer scans for (where, how far driven, how
 * it's sold), and its Watch. The featured variant, for featured auctions on phones, shows a
 * larger photo with a row of its featured photos under it and the featured subtitle.
 */
export function AuctionCard({ auction, variant = "standard", linkQuery }: AuctionCardProps) {
  const tags = tagsOf(auction)
  const ended = hasEnded(auction.status)
  const featured = variant === "featured"
  const [hero = auction.main_photo, ...more] = featured ? auction.featured_photos : []
  return (
    <article className={featured ? "auction-card auction-card--featured" : "auction-card"}>
      <div className="auction-card__media">
        <AuctionPhoto
          className="auction-card__photo"
          photo={hero}
          alt={auction.title}
          size={CARD_IMAGE}
          responsive={featured ? FEATURED_WIDTHS : undefined}
        />
        <p className="auction-card__bar">
          {!ended && (
            <span className="auction-card__time">
              <ClockIcon width="16" height="16" />
              <TimeLeft end={auction.auction_end} />
            </span>
          )}
          <span className="auction-card__bid">{bidBarText(auction.status, auction.sale_amount ?? auction.current_bid)}</span>
        </p>
      </div>
      {featured && <FeaturedThumbnails photos={more} />}
      <div className="auction-card__body">
        <h2 className="auction-card__title">
          <Link href={linkQuery === undefined ? auction.auction_url : `${auction.auction_url}?${linkQuery}`} className="auction-card__link">
            <WholeWords text={auction.title} />
          </Link>
        </h2>
        <p className="auction-card__subtitle">{featured ? (auction.featured_sub_title ?? auction.sub_title) : auction.sub_title}</p>
        {/* Below the photo rather than on it: the long date beside 'Sold for …' would not fit a phone-width card. */}
        {ended && <p className="auction-card__ended">Ended {formatLongDate(new Date(auction.auction_end))}</p>}
        <p className="auction-card__facts">
          <span className="auction-card__location">
            <PinIcon width="15" height="15" />
            {auction.location}
          </span>
          <span className="auction-card__mileage">{mileageText(auction.mileage)}</span>
        </p>
        {tags.length > 0 && (
          <ul className="auction-card__tags" aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag} className="auction-card__tag" data-tag={tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* after the title's link, so the keyboard reaches the auction first and its Watch next */}
      <WatchButton auction={auction} variant="card" />
    </article>
  )
}
