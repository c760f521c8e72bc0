/** Query keys of shipping, by auction. */
export const shippingKeys = {
  all: ["shipping"] as const,
  order: (auctionId: number) => [...shippingKeys.all, "order", auctionId] as const
}
