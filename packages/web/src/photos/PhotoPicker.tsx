import type { Photo } from "@redline/api"
import { useId } from "react"
import { AttachmentTile } from "./AttachmentTile.tsx"
import { PHOTO_ACCEPT } from "./photoUpload.ts"
import type { useAttachmentUploads } from "./useAttachmentUploads.ts"

type Uploads<A extends { readonly id: number }> = ReturnType<typeof useAttachmentUploads<A>>

interface PhotoPickerProps<A extends { readonly id: number }> {
  readonly uploads: Uploads<A>
  /** The button's own class beside the quiet small button's. */
  readonly className: string
  readonly disabled?: boolean
  /** Given for a visitor: 'Add photos' asks them to sign in instead of choosing files. */
  readonly onVisitor?: () => void
}

/** 'Add photos' (spec 2 §5): chooses photos through a hidden file input, which start uploading at once; off once there are as many as may go. */
export function PhotoPicker<A extends { readonly id: number }>({ uploads, className, disabled = false, onVisitor }: PhotoPickerProps<A>) {
  const id = useId()
  const buttonClass = `button button--quiet button--small ${className}`
  if (onVisitor !== undefined) {
    return (
      <button type="button" className={buttonClass} disabled={disabled} onClick={onVisitor}>
        Add photos
      </button>
    )
  }
  return (
    <>
      <input
        id={id}
        className="visually-hidden composer__photos"
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        disabled={disabled || uploads.full}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          event.target.value = ""
          uploads.choose(files)
        }}
      />
      <label htmlFor={id} className={buttonClass} aria-disabled={disabled || uploads.full || undefined}>
        Add photos
      </label>
    </>
  )
}

interface PickedPhotosProps<A extends { readonly id: number }> {
  readonly uploads: Uploads<A>
  /** Where an uploaded attachment's image is. */
  readonly photoOf: (attachment: A) => Photo
  /** The list's name. */
  readonly label: string
  readonly className: string
  /** Offers to keep a saved photo marked to delete. */
  readonly restorable?: boolean
}

/** The photos chosen with `PhotoPicker`, each saying where its upload stands, with Remove; none shows nothing. */
export function PickedPhotos<A extends { readonly id: number }>({
  uploads,
  photoOf,
  label,
  className,
  restorable = false
}: PickedPhotosProps<A>) {
  if (uploads.attachments.length === 0) return null
  return (
    <ul className={className} aria-label={label}>
      {uploads.attachments.map((upload) => (
        <AttachmentTile
          key={upload.key}
          upload={upload}
          photoOf={photoOf}
          onRemove={() => uploads.remove(upload.key)}
          onRestore={restorable ? () => uploads.restore(upload.key) : undefined}
        />
      ))}
    </ul>
  )
}
