import { Messages } from "./Messages.ts"
import { queryParam, type QueryParams } from "./QueryParams.ts"

/** What a search is about (spec 1 §2 'Search'): a text, a make with or without a model, or a text within a make. */
export interface SearchLookup {
  readonly search: string | null
  readonly make_slug: string | null
  readonly model_slug: string | null
}

/** Room for a make, a model and a few words more; ours, as the spec names no limit. */
export const SEARCH_TEXT_MAX_LENGTH = 100

/** The member search lists this many members at most; paging further is 'offset too large' (spec 1 §8). */
export const MEMBER_SEARCH_MAX_OFFSET = 1000

/** At most this many words of a text are searched for; the rest add nothing a person would miss. */
export const SEARCH_MAX_WORDS = 8

export type SearchLookupCheck =
  { readonly _tag: "valid"; readonly lookup: SearchLookup } | { readonly _tag: "invalid"; readonly message: string }

/** Blank is absent, and runs of spaces are one: 'porsche   911 ' and 'porsche 911' are one search. */
export function searchText(text: string | null | undefined): string | null {
  const collapsed = (text ?? "").replace(/\s+/g, " ").trim()
  return collapsed === "" ? null : collapsed
}

/** A slug as asked, in lower case; whether the catalogue has it is the server's call (unknown: /404). */
const slugParam = (raw: string | undefined): string | null => {
  const trimmed = (raw ?? "").trim().toLowerCase()
  return trimmed === "" ? null : trimmed
}

/**
 * The lookup of a search request (spec 1 §7): a text, a make (with or without a model), or both.
 * Neither, a model without its make, or an overlong text is refused with a message saying so; a
 * text of no letters or digits counts as none.
 */
export function parseSearchLookup(params: QueryParams): SearchLookupCheck {
  const text = searchText(queryParam(params, "search"))
  // a text without a letter or a digit ('!!!') is no text: nothing in it can be searched for
  const search = text !== null && searchWords(text).length > 0 ? text : null
  const make_slug = slugParam(queryParam(params, "make_slug"))
  const model_slug = slugParam(queryParam(params, "model_slug"))
  if (search !== null && search.length > SEARCH_TEXT_MAX_LENGTH) {
    return { _tag: "invalid", message: Messages.searchLookupTooLong(SEARCH_TEXT_MAX_LENGTH) }
  }
  if (model_slug !== null && make_slug === null) return { _tag: "invalid", message: Messages.searchModelWithoutMake }
  if (search === null && make_slug === null) return { _tag: "invalid", message: Messages.searchLookupMissing }
  return { _tag: "valid", lookup: { search, make_slug, model_slug } }
}

/**
 * The words a text is searched by: letters and digits, in lower case, accents folded, at most
 * `SEARCH_MAX_WORDS`. 'MX-5 Miata' is 'mx', '5', 'miata', as the full-text parser splits it.
 */
export function searchWords(text: string): ReadonlyArray<string> {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "")
    .slice(0, SEARCH_MAX_WORDS)
}
