import { useQuery } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { financeQueries } from "./financeQueries.ts"

/** A price is asked about once the person stops typing it for this long. */
const PRICE_SETTLE_MS = 400

/**
 * The lending partner's quote for an auction at the price the calculator holds. The price is
 * asked about once it is valid and has settled; meanwhile, and while a new quote loads, the
 * last quote stays on screen.
 */
export function useFinanceQuote(auctionId: number, price: number | undefined, dealer: boolean) {
  const [asked, setAsked] = useState(price)
  useEffect(() => {
    if (price === undefined || price === asked) return
    const timer = setTimeout(() => setAsked(price), asked === undefined ? 0 : PRICE_SETTLE_MS)
    return () => clearTimeout(timer)
  }, [price, asked])

  return useQuery(financeQueries.quote(auctionId, asked, dealer))
}
