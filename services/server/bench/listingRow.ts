import type { FixtureListing } from "@redline/fixtures"

/** A demo listing as its row in `listings`, for the benchmarks that write their own marketplace. */
export const listingRow = (listing: FixtureListing) => ({
  year: listing.year,
  make: listing.make,
  make_slug: listing.makeSlug,
  model: listing.model,
  model_slug: listing.modelSlug,
  mileage: listing.mileage,
  vin: listing.vin,
  location: listing.location,
  zip_code: listing.zipCode,
  body_style: listing.bodyStyle,
  engine: listing.engine,
  drive_train: listing.driveTrain,
  transmission: listing.transmission,
  transmission_details: listing.transmissionDetails,
  exterior_color: listing.exteriorColor,
  interior_color: listing.interiorColor,
  title_status: listing.titleStatus,
  seller_type: listing.sellerType,
  seller_type_details: listing.sellerTypeDetails,
  sections: JSON.stringify(listing.sections)
})
