import { FEATURED_HEROES_SORT } from "@redline/domain"
import { useLiveAuctions } from "../auctions/useLiveAuctions.ts"

/** The featured auctions the home hero slider shows, in the server's hero order (spec 1 §9). */
export const useFeaturedHeroes = () => useLiveAuctions({ sort: FEATURED_HEROES_SORT, filters: {}, featured: true })
