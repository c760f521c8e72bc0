import { Schema } from "effect"

export const ListingSections = Schema.Struct({
  doug: Schema.String,
  highlights: Schema.String,
  equipment: Schema.String,
  modifications: Schema.String,
  known_flaws: Schema.String,
  recent_service_history: Schema.String,
  other_items: Schema.String,
  ownership_history: Schema.String,
  seller_notes: Schema.String,
  videos: Schema.Array(Schema.String)
})
export type ListingSections = typeof ListingSections.Type

export const Listing = Schema.Struct({
  title: Schema.String,
  sub_title: Schema.String,
  year: Schema.Int,
  make: Schema.String,
  make_slug: Schema.String,
  model: Schema.String,
  model_slug: Schema.String,
  mileage: Schema.NullOr(Schema.Int),
  mileage_text: Schema.String,
  vin: Schema.String,
  location: Schema.String,
  zip_code: Schema.String,
  body_style: Schema.String,
  engine: Schema.String,
  drive_train: Schema.String,
  transmission: Schema.String,
  transmission_details: Schema.String,
  exterior_color: Schema.String,
  interior_color: Schema.String,
  title_status: Schema.String,
  seller_type: Schema.Int,
  seller_type_details: Schema.String,
  /** A ticket package, not a car: no financing is offered for it. */
  is_ticket_package: Schema.Boolean,
  sections: ListingSections
})
export type Listing = typeof Listing.Type
