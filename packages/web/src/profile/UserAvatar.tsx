import type { ProfilePhoto } from "@redline/api"
import { displayUsername, imageWidthFor } from "@redline/domain"
import "./UserAvatar.css"

interface UserAvatarProps {
  readonly username: string
  readonly photo: ProfilePhoto | null
  /** The largest size it is drawn at, in CSS pixels; `className` sets the size per screen. */
  readonly size: number
  readonly className: string
  /** Where the photo is not beside the name it shows, what it is of. */
  readonly alt?: string
}

/**
 * A user's photo, round, or the first letter of their name where they have none. It stands
 * beside the name, which says who it is, so it is decoration to a screen reader.
 */
export function UserAvatar({ username, photo, size, className, alt = "" }: UserAvatarProps) {
  if (photo === null) {
    return (
      <span className={`user-avatar user-avatar--initial ${className}`} aria-hidden="true">
        {displayUsername(username).replace(/\W/g, "").slice(0, 1).toUpperCase() || "?"}
      </span>
    )
  }
  return (
    <img
      className={`user-avatar ${className}`}
      // twice the drawn size, for sharp screens
      src={`${photo.base_url}${photo.path}?w=${imageWidthFor(size * 2)}`}
      alt={alt}
      width={size}
      height={size}
    />
  )
}
