export * from "./ApiLive.ts"
export * from "./auctions/AuctionsRepo.ts"
export * from "./images/ImageVariants.ts"
