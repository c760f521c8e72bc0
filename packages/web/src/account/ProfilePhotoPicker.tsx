import type { ProfilePhoto } from "@redline/api"
import { useId } from "react"
import { UserAvatar } from "../profile/UserAvatar.tsx"
import { PHOTO_ACCEPT, type PhotoUploadState } from "../photos/photoUpload.ts"
import { useProfilePhotoUpload } from "./useProfilePhotoUpload.ts"

// The photo is drawn 96 px square.
const SHOWN_SIDE = 96
const STATUS: Partial<Record<PhotoUploadState, string>> = {
  uploading: "Uploading…",
  uploaded: "Your photo was saved.",
  canceled: "Upload canceled."
}

/**
 * The profile photo and the way to change it: picking a file uploads it and, once the server
 * took it, it is the photo. Uploading, uploaded and every refusal are said beside the button.
 */
export function ProfilePhotoPicker({ photo, username }: { readonly photo: ProfilePhoto | null; readonly username: string }) {
  const upload = useProfilePhotoUpload()
  const id = useId()
  const refused = upload.state === "failed" || upload.state === "unsupported" || upload.state === "too_large"
  return (
    <div className="profile-photo">
      <UserAvatar username={username} photo={photo} size={SHOWN_SIDE} className="profile-photo__image" alt="Your profile photo" />
      <div className="profile-photo__controls">
        <input
          id={`${id}-file`}
          className="visually-hidden profile-photo__input"
          type="file"
          accept={PHOTO_ACCEPT}
          disabled={upload.state === "uploading"}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ""
            if (file !== undefined) upload.choose(file)
          }}
        />
        <label htmlFor={`${id}-file`} className="button button--quiet button--small profile-photo__button">
          {photo === null ? "Add photo" : "Change photo"}
        </label>
        <p id={`${id}-hint`} className="settings-section__hint">
          PNG, JPEG or HEIC, up to 8064×6048.
        </p>
        <p className="settings-section__status" role="status">
          {STATUS[upload.state] ?? null}
        </p>
        {upload.cancelable && (
          <button type="button" className="button button--quiet button--small" onClick={upload.cancel}>
            Cancel upload
          </button>
        )}
        {refused && (
          <p className="alert settings-section__error" role="alert">
            {upload.message}
          </p>
        )}
      </div>
    </div>
  )
}
