import type { Photo } from "@redline/api"

/** The image endpoint resizes to the requested width and JPEG quality. */
export function photoUrl(photo: Photo, width: number, quality: number): string {
  return `${photo.base_url}${photo.path}?w=${width}&q=${quality}`
}
