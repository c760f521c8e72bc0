import type { TransitDays } from "@redline/api"

/** '5–7 days' from a carrier's estimate. */
export const transitText = ({ min, max }: TransitDays): string => (min === max ? `${min} days` : `${min}–${max} days`)
