import { Schema } from "effect"

/** A stored image: the client builds `${base_url}${path}?w=&q=` and the image endpoint resizes it. */
export const Photo = Schema.Struct({
  base_url: Schema.String,
  path: Schema.String,
  width: Schema.Int,
  height: Schema.Int
})
export type Photo = typeof Photo.Type

export const PhotoSection = Schema.Literal("exterior", "interior", "mechanical", "docs", "other")
export type PhotoSection = typeof PhotoSection.Type

export const GalleryPhoto = Schema.Struct({
  id: Schema.Int,
  link: Schema.String,
  base_url: Schema.String,
  path: Schema.String,
  width: Schema.Int,
  height: Schema.Int,
  section: PhotoSection
})
export type GalleryPhoto = typeof GalleryPhoto.Type

export const PhotoSet = Schema.Struct({
  all_photos: Schema.Array(GalleryPhoto),
  total_count: Schema.Int,
  total_exterior: Schema.Int,
  total_interior: Schema.Int,
  main_photo: Schema.NullOr(Photo),
  exterior_hero: Schema.Array(Photo),
  interior_hero: Schema.Array(Photo)
})
export type PhotoSet = typeof PhotoSet.Type
