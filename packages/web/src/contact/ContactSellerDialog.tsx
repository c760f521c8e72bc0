import type { AuctionDetail } from "@redline/api"
import { CONTACT_MESSAGE_MAX_LENGTH, contactMessageError, contactPhoneError } from "@redline/domain"
import { type FormEvent, useId, useState } from "react"
import { Dialog } from "../ui/Dialog.tsx"
import { DialogHead } from "../ui/DialogHead.tsx"
import { DialogActions } from "../ui/DialogActions.tsx"
import { TextField } from "../ui/TextField.tsx"
import { contactRefusalOf } from "./contactRefusal.ts"
import { useContactSeller } from "./useContactSeller.ts"
import "./ContactSellerDialog.css"

interface ContactSellerDialogProps {
  readonly auction: Pick<AuctionDetail, "id" | "title" | "seller">
  readonly onClose: () => void
  readonly onSent: () => void
  /** The session ran out: sign in and come back to this dialog. */
  readonly onSignInNeeded: () => void
}

const count = new Intl.NumberFormat("en-US")

/**
 * A message to the auction's seller, with a phone number to call back on if the buyer wants.
 * Both are checked by the rules the server applies, before sending and again by the server; a
 * message that isn't sent keeps its text, with the reason beside the field it is about.
 */
export function ContactSellerDialog({ auction, onClose, onSent, onSignInNeeded }: ContactSellerDialogProps) {
  const id = useId()
  const headingId = `${id}-heading`
  const contact = useContactSeller(auction.id)
  const [message, setMessage] = useState("")
  const [phone, setPhone] = useState("")
  const [messageError, setMessageError] = useState<string | null>(null)
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)

  const send = (event: FormEvent) => {
    event.preventDefault()
    const foundMessage = contactMessageError(message)
    const foundPhone = contactPhoneError(phone)
    setMessageError(foundMessage)
    setPhoneError(foundPhone)
    setRefusal(null)
    if (foundMessage !== null || foundPhone !== null) return
    contact.mutate(
      { message, phone },
      {
        onSuccess: onSent,
        onError: (error) => {
          const found = contactRefusalOf(error)
          if (found.kind === "sign_in") onSignInNeeded()
          else if (found.kind === "message") setMessageError(found.message)
          else if (found.kind === "phone") setPhoneError(found.message)
          else setRefusal(found.message)
        }
      }
    )
  }

  const length = message.trim().length
  const described = [`${id}-count`, messageError === null ? null : `${id}-message-error`].filter((part) => part !== null).join(" ")

  return (
    <Dialog labelledBy={headingId} onClose={onClose} className="contact-dialog">
      <DialogHead headingId={headingId} onClose={onClose}>
        Contact the seller
      </DialogHead>
      <p className="contact-dialog__auction">
        {auction.title}, sold by <strong>{auction.seller}</strong>
      </p>

      <form className="contact-dialog__form" noValidate onSubmit={send}>
        <div className="text-field">
          <label className="text-field__label" htmlFor={`${id}-message`}>
            Message
          </label>
          <div className="text-field__box" data-invalid={messageError === null ? undefined : ""}>
            <textarea
              id={`${id}-message`}
              className="text-field__input contact-dialog__message"
              name="message"
              rows={5}
              required
              autoFocus
              value={message}
              aria-invalid={messageError === null ? undefined : true}
              aria-describedby={described}
              onChange={(event) => {
                setMessage(event.target.value)
                setMessageError(null)
              }}
            />
          </div>
          <p id={`${id}-count`} className="contact-dialog__count" data-over={length > CONTACT_MESSAGE_MAX_LENGTH ? "" : undefined}>
            {count.format(length)}/{count.format(CONTACT_MESSAGE_MAX_LENGTH)} characters
          </p>
          {messageError !== null && (
            <p id={`${id}-message-error`} className="text-field__error">
              {messageError}
            </p>
          )}
        </div>

        <TextField
          label="Phone (optional)"
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          value={phone}
          error={phoneError ?? undefined}
          onChange={(event) => {
            setPhone(event.target.value)
            setPhoneError(null)
          }}
        />

        <p className="contact-dialog__privacy">{auction.seller} gets your message by email and can reply to your email address.</p>

        {refusal !== null && (
          <p className="alert" role="alert">
            {refusal}
          </p>
        )}

        <DialogActions submit={contact.isPending ? "Sending…" : "Send"} submitDisabled={contact.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  )
}
