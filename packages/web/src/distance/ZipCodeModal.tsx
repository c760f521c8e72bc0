import type { DistanceSetting } from "@redline/domain"
import { useId } from "react"
import { Dialog } from "../ui/Dialog.tsx"
import { DialogHead } from "../ui/DialogHead.tsx"
import { ZipForm } from "./ZipForm.tsx"

/** The zip-code modal 'Cars closest to me' (spec 1 §2). */
export function ZipCodeModal({ onSaved, onClose }: { onSaved: (setting: DistanceSetting) => void; onClose: () => void }) {
  const headingId = useId()
  return (
    <Dialog labelledBy={headingId} onClose={onClose} className="zip-dialog">
      <DialogHead headingId={headingId} onClose={onClose}>
        Cars closest to me
      </DialogHead>
      <p className="zip-dialog__lead">See the cars nearest you first.</p>
      <ZipForm
        onSaved={onSaved}
        autoFocus
        extraAction={
          <button type="button" className="button button--quiet" onClick={onClose}>
            Cancel
          </button>
        }
      />
    </Dialog>
  )
}
