import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { useApi } from "../api/useApi.ts"
import { type PhotoUploadState, uploadFailureOf, uploadPhoto } from "../photos/photoUpload.ts"
import { useSettingsChange } from "./useAccountSettings.ts"

/**
 * The profile photo through the uploader (`uploadPhoto`): once the file is in the store, the
 * server is asked to make the upload the photo. Until then, the upload can be canceled.
 */
export function useProfilePhotoUpload() {
  const api = useApi()
  const change = useSettingsChange()
  // the way to stop the upload in progress, while it is on its way to the store
  const [cancelation, setCancelation] = useState<AbortController | null>(null)
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const controller = new AbortController()
      setCancelation(controller)
      const key = await uploadPhoto(api, file, controller.signal)
      setCancelation(null)
      return api("profile.photo", { body: { photo: key } })
    },
    onSuccess: (settings) => change({ photo: settings.photo }),
    onSettled: () => setCancelation(null)
  })

  const failure = upload.error === null ? null : uploadFailureOf(upload.error)
  const state: PhotoUploadState = upload.isPending ? "uploading" : upload.isSuccess ? "uploaded" : (failure?.state ?? "idle")
  return {
    state,
    message: failure?.message ?? null,
    choose: (file: File) => upload.mutate(file),
    /** Stops an upload on its way to the store; once the server is making it the photo, it is too late. */
    cancel: () => cancelation?.abort(),
    cancelable: upload.isPending && cancelation !== null
  }
}
