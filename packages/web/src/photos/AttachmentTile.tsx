import type { Photo } from "@redline/api"
import type { AttachmentUpload } from "./useAttachmentUploads.ts"
import { photoUrl } from "./photoUrl.ts"
import "./AttachmentTile.css"

interface AttachmentTileProps<A> {
  readonly upload: AttachmentUpload<A>
  /** Where an uploaded attachment's image is. */
  readonly photoOf: (attachment: A) => Photo
  readonly onRemove: () => void
  /** Keeps a saved photo marked to delete. */
  readonly onRestore?: () => void
}

const STATUS = { chosen: "Preparing…", uploading: "Uploading…" } as const

/**
 * One photo in a composer, drawn 178×117 (spec 3 §5): its thumbnail once uploaded, where it
 * stands, and the way to take it off, stop it, or keep a saved one marked to delete.
 */
export function AttachmentTile<A>({ upload, photoOf, onRemove, onRestore }: AttachmentTileProps<A>) {
  const name = upload.name !== "" && <span className="visually-hidden"> {upload.name}</span>
  return (
    <li className="composer-attachment" data-state={upload.state}>
      {"attachment" in upload ? (
        <img className="composer-attachment__image" src={photoUrl(photoOf(upload.attachment), 356, 70)} alt="" width={178} height={117} />
      ) : "message" in upload ? (
        <span className="composer-attachment__status" role="alert">
          {upload.message}
        </span>
      ) : (
        <span className="composer-attachment__status" role="status">
          {STATUS[upload.state]}
        </span>
      )}
      {upload.state === "to_delete" ? (
        <>
          <span className="composer-attachment__note">Deleted when saved</span>
          <button type="button" className="composer-attachment__remove" onClick={onRestore}>
            Keep photo{name}
          </button>
        </>
      ) : (
        <button type="button" className="composer-attachment__remove" onClick={onRemove}>
          {upload.state === "chosen" || upload.state === "uploading" ? "Cancel upload" : "Remove photo"}
          {name}
        </button>
      )}
    </li>
  )
}
