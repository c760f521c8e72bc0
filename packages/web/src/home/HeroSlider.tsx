import type { AuctionListItem } from "@redline/api"
import { bidBarText } from "@redline/domain"
import { Link } from "wouter"
import { AuctionPhoto } from "../photos/AuctionPhoto.tsx"
import { ChevronLeftIcon, ChevronRightIcon } from "../ui/icons.tsx"
import { useFeaturedHeroes } from "./useFeaturedHeroes.ts"
import { useHeroSlides } from "./useHeroSlides.ts"
import "./HeroSlider.css"

/** Up to 5 photos per featured auction (spec 1 §2): one large, the rest a column beside it. */
const HERO_PHOTOS = 5
const MAIN_PHOTO = { width: 1040, quality: 70 } as const
const SIDE_PHOTO = { width: 271, quality: 70 } as const

/**
 * The desktop slider of featured auctions above the home list; absent when there are none or
 * they failed to load. Its photos load lazily, so a phone, where CSS hides it, never fetches them.
 */
export function HeroSlider() {
  const heroes = useFeaturedHeroes()
  const auctions = heroes.data?.auctions ?? []
  const { index, next, previous, hover } = useHeroSlides(auctions.length)
  const auction = auctions[index]
  if (auction === undefined) return null

  return (
    <section
      className="hero-slider"
      aria-roledescription="carousel"
      aria-label="Featured auctions"
      onPointerEnter={() => hover(true)}
      onPointerLeave={() => hover(false)}
    >
      <HeroSlide key={auction.id} auction={auction} position={`${index + 1} of ${auctions.length}`} />
      {auctions.length > 1 && (
        <div className="hero-slider__controls">
          <button type="button" className="hero-slider__button" aria-label="Previous featured auction" onClick={previous}>
            <ChevronLeftIcon width="24" height="24" />
          </button>
          <button type="button" className="hero-slider__button" aria-label="Next featured auction" onClick={next}>
            <ChevronRightIcon width="24" height="24" />
          </button>
        </div>
      )}
    </section>
  )
}

function HeroSlide({ auction, position }: { auction: AuctionListItem; position: string }) {
  const photos = (auction.featured_photos.length > 0 ? auction.featured_photos : auction.main_photo ? [auction.main_photo] : []).slice(
    0,
    HERO_PHOTOS
  )
  const [main = null, ...side] = photos
  return (
    <div className="hero-slide" role="group" aria-roledescription="slide" aria-label={position}>
      <Link href={auction.auction_url} className="hero-slide__photos" tabIndex={-1} aria-hidden="true">
        <AuctionPhoto className="hero-slide__main" photo={main} alt="" size={MAIN_PHOTO} />
        {side.length > 0 && (
          <span className="hero-slide__side">
            {side.map((photo) => (
              <AuctionPhoto key={photo.path} className="hero-slide__thumb" photo={photo} alt="" size={SIDE_PHOTO} />
            ))}
          </span>
        )}
      </Link>
      <div className="hero-slide__caption">
        <p className="hero-slide__tag">Featured</p>
        <h2 className="hero-slide__title">
          <Link href={auction.auction_url}>{auction.title}</Link>
        </h2>
        <p className="hero-slide__subtitle">{auction.featured_sub_title ?? auction.sub_title}</p>
        <p className="hero-slide__bid">{bidBarText(auction.status, auction.current_bid)}</p>
      </div>
    </div>
  )
}
