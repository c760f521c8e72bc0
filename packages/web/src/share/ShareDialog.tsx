import { useEffect, useEffectEvent, useId, useRef, useState } from "react"
import { Dialog } from "../ui/Dialog.tsx"
import { DialogHead } from "../ui/DialogHead.tsx"
import { CheckIcon, ExternalIcon, LinkIcon, MailIcon } from "../ui/icons.tsx"
import { shareLinks } from "./shareLinks.ts"
import "./ShareDialog.css"

/** Long enough to see the link was copied, short enough not to wait for it (spec 1 §9). */
export const CLOSE_AFTER_COPY_MS = 600

interface ShareDialogProps {
  /** The page's canonical address, absolute. */
  readonly url: string
  readonly title: string
  readonly onClose: () => void
}

type CopyState = "ready" | "copied" | "failed"

/**
 * Copy the link or share it to Facebook, Twitter, Bluesky or by e-mail. A copy shows it
 * worked and closes the dialog 600 ms later; where the browser won't let the page write to
 * the clipboard, the link is selected in its field for the person to copy.
 */
export function ShareDialog({ url, title, onClose }: ShareDialogProps) {
  const headingId = useId()
  const field = useRef<HTMLInputElement>(null)
  const [copy, setCopy] = useState<CopyState>("ready")
  const closeAfterCopy = useEffectEvent(onClose)

  useEffect(() => {
    if (copy !== "copied") return
    const timer = setTimeout(closeAfterCopy, CLOSE_AFTER_COPY_MS)
    return () => clearTimeout(timer)
  }, [copy])

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopy("copied")
    } catch {
      setCopy("failed")
      // focused and selected, the link is one keystroke from the clipboard
      field.current?.focus()
      field.current?.select()
    }
  }

  return (
    <Dialog labelledBy={headingId} onClose={onClose} className="share-dialog">
      <DialogHead headingId={headingId} onClose={onClose}>
        Share
      </DialogHead>
      <p className="share-dialog__title">{title}</p>

      <div className="share-dialog__copy">
        <label className="visually-hidden" htmlFor={`${headingId}-link`}>
          Auction link
        </label>
        <input
          ref={field}
          id={`${headingId}-link`}
          className="share-dialog__url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="button share-dialog__copy-button"
          data-copied={copy === "copied" ? "" : undefined}
          onClick={() => void copyLink()}
        >
          {copy === "copied" ? <CheckIcon width="18" height="18" /> : <LinkIcon width="18" height="18" />}
          {copy === "copied" ? "Copied" : "Copy link"}
        </button>
      </div>
      <p className="share-dialog__status" role="status" data-tone={copy}>
        {copy === "copied" ? "Link copied" : copy === "failed" ? "Couldn't copy: the link is selected, copy it from there." : ""}
      </p>

      <ul className="share-dialog__links">
        {shareLinks(url, title).map((link) => (
          <li key={link.label}>
            {link.label === "Email" ? (
              <a className="share-dialog__link" href={link.href}>
                <MailIcon width="18" height="18" />
                Email
              </a>
            ) : (
              <a className="share-dialog__link" href={link.href} target="_blank" rel="noopener">
                <ExternalIcon width="18" height="18" />
                {link.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
