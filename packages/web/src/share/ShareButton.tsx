import { useState } from "react"
import { ShareIcon } from "../ui/icons.tsx"
import { ShareDialog } from "./ShareDialog.tsx"

interface ShareButtonProps {
  readonly title: string
  /** The page's path; shared as its absolute canonical address. */
  readonly path: string
}

const isCancel = (error: unknown) => error instanceof DOMException && error.name === "AbortError"

/**
 * Share: the device's own share sheet where the browser has one, else the share dialog. The
 * spec keeps the mobile app's web view off the share sheet (the app shares natively); the site
 * has no app mode yet, so every browser with a sheet uses it. A sheet that fails for any
 * reason other than the person closing it falls back to the dialog.
 */
export function ShareButton({ title, path }: ShareButtonProps) {
  const [open, setOpen] = useState(false)
  const url = new URL(path, window.location.origin).href

  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        if (isCancel(error)) return
      }
    }
    setOpen(true)
  }

  return (
    <>
      <button type="button" className="button button--quiet button--small" onClick={() => void share()}>
        <ShareIcon width="18" height="18" />
        Share
      </button>
      {open && <ShareDialog url={url} title={title} onClose={() => setOpen(false)} />}
    </>
  )
}
