import type { CardOnFile } from "@redline/api"

/** 'Visa ending in 4242 is on file.': the brand and last four the provider gave, never more of the number. */
export function CardOnFileText({ registration }: { registration: CardOnFile }) {
  if (registration.last4 === null) return <>A card is on file.</>
  return (
    <>
      {registration.brand ?? "Card"} ending in {registration.last4} is on file.
    </>
  )
}
