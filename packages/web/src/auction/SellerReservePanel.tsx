import type { AuctionDetail, SellerReserve } from "@redline/api"
import { formatMoney, isRunning, Messages, sellerReserveOptions } from "@redline/domain"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect, useId, useRef, useState } from "react"
import { useSearch } from "wouter"
import { useApi } from "../api/useApi.ts"
import { refusalOf } from "../api/refusal.ts"
import { useReaderId } from "../session/readerId.ts"
import { SelectField } from "../ui/SelectField.tsx"
import { auctionQueries, sellerReserveKey } from "./auctionQueries.ts"
import "./SellerReservePanel.css"

/**
 * The seller's reserve on their running auction (spec 3 §2, §4): lower it in the spec's steps,
 * down to the current bid, which sells the car; once the reserve is met, 'Reserve Met' stands
 * disabled. The auction's live events say when it is met, so a bid that meets it shows at once.
 * The lower-reserve prompt (notification 7) links here with `lr=true`: the panel is brought into view.
 */
export function SellerReservePanel({ auction }: { auction: AuctionDetail }) {
  const api = useApi()
  const queryClient = useQueryClient()
  const headingId = useId()
  const [picked, setPicked] = useState<number | null>(null)
  const [said, setSaid] = useState<string | null>(null)
  const panel = useRef<HTMLElement>(null)
  const prompted = new URLSearchParams(useSearch()).get("lr") === "true"
  const reader = useReaderId()
  const reserve = useQuery(auctionQueries.sellerReserve(api, auction.id, reader))
  const lower = useMutation({
    mutationFn: (amount: number) => api("reserve.lowerReserve", { path: { auction_id: auction.id }, body: { amount } }),
    onSuccess: (answer: SellerReserve) => {
      queryClient.setQueryData(sellerReserveKey(auction.id, reader), answer)
      setPicked(null)
      setSaid(answer.reserve === null ? null : Messages.reserveLowered(answer.reserve))
    },
    onError: (error) => {
      const refusal = refusalOf(error, Messages.reserveNotLowered)
      setSaid(refusal.kind === "refused" ? refusal.message : Messages.reserveNotLowered)
    }
  })

  const shown = isRunning(auction.status) && !auction.reserve.no_reserve && reserve.data !== undefined
  useEffect(() => {
    if (prompted && shown) panel.current?.scrollIntoView({ block: "center" })
  }, [prompted, shown])

  if (!shown) return null
  const met = auction.reserve.reserve_met || reserve.data.reserve_met
  // the lowest step is the current bid, which the auction's live events keep
  const options = met
    ? []
    : sellerReserveOptions({ reserve: reserve.data.reserve, noReserve: reserve.data.no_reserve, currentBid: auction.current_bid })
  const amount = picked !== null && options.includes(picked) ? picked : (options[0] ?? null)

  return (
    <section ref={panel} className="seller-reserve" aria-labelledby={headingId}>
      <h2 id={headingId} className="seller-reserve__heading">
        Your reserve{reserve.data.reserve === null ? "" : `: ${formatMoney(reserve.data.reserve)}`}
      </h2>
      {met ? (
        <button type="button" className="button button--quiet" disabled>
          Reserve Met
        </button>
      ) : (
        <form
          className="seller-reserve__form"
          onSubmit={(event) => {
            event.preventDefault()
            if (amount !== null) lower.mutate(amount)
          }}
        >
          <SelectField
            label="Lower the reserve to"
            className="seller-reserve__field"
            value={amount ?? ""}
            onChange={(event) => setPicked(Number(event.target.value))}
            options={options.map((option) => ({
              value: option,
              label: `${formatMoney(option)}${option === auction.current_bid ? " (the current bid)" : ""}`
            }))}
          />
          <button type="submit" className="button" disabled={lower.isPending || amount === null}>
            Lower reserve
          </button>
        </form>
      )}
      <p className="seller-reserve__note">{Messages.reserveLoweringNote}</p>
      <p className="seller-reserve__said" role="status">
        {said}
      </p>
    </section>
  )
}
