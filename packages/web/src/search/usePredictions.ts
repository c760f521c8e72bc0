import type { SearchPrediction as Prediction } from "@redline/api"
import { useQuery } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { useApi } from "../api/useApi.ts"
import { searchQueries } from "./searchQueries.ts"
import { makeSearchHref, textSearchHref } from "./searchHrefs.ts"

/** The search box waits this long after the last keystroke before asking for suggestions. */
export const PREDICTION_DEBOUNCE_MS = 150

/** A suggestion as the search box lists it: its words, what it is, where it leads. */
export interface SearchPrediction {
  readonly label: string
  readonly kind: "Make" | "Model" | "Search"
  readonly href: string
}

const KINDS = { make: "Make", model: "Model", search: "Search" } as const

function predictionOf(prediction: Prediction): SearchPrediction {
  const { kind, label, make_slug, model_slug, search } = prediction
  const href = make_slug === null ? textSearchHref(search ?? label) : makeSearchHref(make_slug, model_slug ?? undefined)
  return { label, kind: KINDS[kind], href }
}

/**
 * The suggestions for what is typed, asked 150 ms after the typing stops. `settled` says the
 * suggestions are those of the text as it is now (for the count a screen reader hears).
 */
export function usePredictions(text: string): { readonly predictions: ReadonlyArray<SearchPrediction>; readonly settled: boolean } {
  const typed = text.trim()
  const [asked, setAsked] = useState(typed)
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed), PREDICTION_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const query = useQuery({ ...searchQueries.predict(useApi(), asked), enabled: asked !== "" })
  const predictions = asked === "" ? [] : (query.data?.predictions.map(predictionOf) ?? [])
  return { predictions, settled: asked === typed && query.isSuccess && !query.isPlaceholderData }
}
