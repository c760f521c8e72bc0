/** Query keys of financing: one quote per auction, price and seller type. */
export const financeKeys = {
  all: ["finance"] as const,
  quote: (auctionId: number, price: number, dealer: boolean) => [...financeKeys.all, auctionId, price, dealer] as const
}
