import type { AuctionDetail } from "@redline/api"
import { bidBarText, formatLongDate, isRunning, mileageText, statusName } from "@redline/domain"
import { usePageMetadata } from "../page/usePageMetadata.ts"
import { photoUrl } from "../photos/photoUrl.ts"

/** Link previews get the main photo at the size the auction page shows it. */
const PREVIEW = { width: 1315, quality: 70 } as const

/** The auction page's description, preview and schema.org Vehicle with its Offer. */
export function useAuctionMetadata(auction: AuctionDetail): void {
  const { listing } = auction
  const origin = window.location.origin
  const canonicalUrl = new URL(auction.auction_url, origin).href
  const main = auction.photos.main_photo
  const imageUrl = main === null ? null : new URL(photoUrl(main, PREVIEW.width, PREVIEW.quality), origin).href
  const running = isRunning(auction.status)
  const end = new Date(auction.auction_end)
  const description = [
    `${auction.title}: ${auction.sub_title}.`,
    `${listing.location}.`,
    `${bidBarText(auction.status, auction.sale_amount ?? auction.current_bid)}, ${running ? "ends" : "ended"} ${formatLongDate(end)}.`
  ].join(" ")
  const price = auction.sale_amount ?? auction.current_bid
  const sold = statusName(auction.status) === "sold" || statusName(auction.status) === "sold_after"
  const availability = running ? "InStock" : sold ? "SoldOut" : "Discontinued"

  usePageMetadata({
    title: auction.title,
    description,
    canonicalUrl,
    imageUrl,
    structuredData: {
      "@context": "https://schema.org",
      "@type": "Vehicle",
      name: auction.title,
      description: auction.sub_title,
      url: canonicalUrl,
      ...(imageUrl === null ? {} : { image: imageUrl }),
      brand: { "@type": "Brand", name: listing.make },
      model: listing.model,
      vehicleModelDate: String(listing.year),
      vehicleIdentificationNumber: listing.vin,
      ...(listing.mileage === null
        ? {}
        : {
            mileageFromOdometer: {
              "@type": "QuantitativeValue",
              value: listing.mileage,
              unitCode: "SMI",
              unitText: mileageText(listing.mileage)
            }
          }),
      bodyType: listing.body_style,
      color: listing.exterior_color,
      vehicleInteriorColor: listing.interior_color,
      vehicleTransmission: listing.transmission_details || listing.transmission,
      driveWheelConfiguration: listing.drive_train,
      vehicleEngine: { "@type": "EngineSpecification", name: listing.engine },
      offers: {
        "@type": "Offer",
        url: canonicalUrl,
        priceCurrency: "USD",
        ...(price > 0 ? { price } : {}),
        availability: `https://schema.org/${availability}`,
        ...(running ? { priceValidUntil: auction.auction_end } : {}),
        seller: { "@type": "Person", name: auction.seller }
      }
    }
  })
}
