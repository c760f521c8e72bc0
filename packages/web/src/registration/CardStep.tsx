import { Messages } from "@redline/domain"
import { failureMessage } from "../account/failureMessage.ts"
import { CardEntryForm, cardFailureOf } from "./CardEntryForm.tsx"
import { CardOnFileText } from "./CardOnFileText.tsx"
import type { useRegistration } from "./useRegistration.ts"

/**
 * The card on file, or what putting one on file takes: the card form (after `prompt`), or the
 * bank's confirmation of a card it asked about. `cardRefused` is the server finding no card it
 * can charge though the account is marked as having one: a card is asked for all the same.
 * `returnPath` is where the bank sends the person back.
 */
export function CardStep({
  registration,
  prompt,
  returnPath,
  cardRefused = false
}: {
  readonly registration: ReturnType<typeof useRegistration>
  readonly prompt: string
  readonly returnPath: string
  readonly cardRefused?: boolean
}) {
  const { status, addCard, finishAuthentication } = registration
  const card = status.data
  const authentication = addCard.isPending ? null : (card?.authentication ?? null)
  if (status.isPending) return <p>Loading your card…</p>
  if (status.isError) return <p role="alert">{failureMessage(status.error)}</p>
  if (card?.card_on_file && !cardRefused)
    return (
      <p>
        <CardOnFileText registration={card} />
      </p>
    )
  if (card?.card_form === null) return <p>{Messages.paymentsUnavailable}</p>
  if (authentication !== null)
    return (
      <p>
        Your bank asks you to confirm this card.{" "}
        <a className="button" href={authentication.url}>
          Confirm with your bank
        </a>
      </p>
    )
  return (
    <>
      <p>{prompt}</p>
      <CardEntryForm addCard={addCard} returnPath={returnPath} failure={cardFailureOf(addCard, finishAuthentication)} />
    </>
  )
}
