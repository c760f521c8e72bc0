import type { CommentAttachment } from "@redline/api"
import { photoUrl } from "../photos/photoUrl.ts"

// Thumbnails are drawn 178×117 (spec 3 §5), from an image twice as wide for sharp screens.
const THUMBNAIL = { width: 356, quality: 70 } as const
const FULL = { width: 2080, quality: 70 } as const

/** A comment's photos as thumbnails, each opening the photo itself, through the image endpoint. */
export function CommentAttachments({ attachments }: { readonly attachments: ReadonlyArray<CommentAttachment> }) {
  return (
    <ul className="comment-attachments" aria-label="Photos">
      {attachments.map((attachment, index) => (
        <li key={attachment.id}>
          <a href={photoUrl(attachment, FULL.width, FULL.quality)} target="_blank" rel="noopener" className="comment-attachments__link">
            <img
              className="comment-attachments__image"
              src={photoUrl(attachment, THUMBNAIL.width, THUMBNAIL.quality)}
              alt={`Photo ${index + 1} of ${attachments.length}`}
              width={178}
              height={117}
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  )
}
