import { ErrorCode, Messages } from "@redline/domain"
import { Refusal } from "./Refusal.ts"

/** Refusals of search (spec 1 §2 'Search', §7, §8). */

/** No lookup, two at once, a model without its make, or text too long; the message says which. */
export class SearchLookupInvalid extends Refusal<SearchLookupInvalid>()(
  "SearchLookupInvalid",
  ErrorCode.search_lookup_invalid,
  400,
  null
) {}

/** A make the catalogue doesn't have: the search page goes to /404 (spec 1 §8). */
export class SearchMakeNotFound extends Refusal<SearchMakeNotFound>()(
  "SearchMakeNotFound",
  ErrorCode.search_make_not_found,
  404,
  Messages.searchMakeNotFound
) {}

/** A model the catalogue doesn't have under that make: the search page goes to /404 (spec 1 §8). */
export class SearchModelNotFound extends Refusal<SearchModelNotFound>()(
  "SearchModelNotFound",
  ErrorCode.search_model_not_found,
  404,
  Messages.searchModelNotFound
) {}

/** A `search_id` that is no saved search of the reader's (a visitor has none): the page goes to /404. */
export class SearchNotFound extends Refusal<SearchNotFound>()("SearchNotFound", ErrorCode.search_not_found, 404, Messages.searchNotFound) {}

/** Paging the member search past its cap; the client stops paging on 'offset too large' (spec 1 §8). */
export class SearchOffsetTooLarge extends Refusal<SearchOffsetTooLarge>()(
  "SearchOffsetTooLarge",
  ErrorCode.search_offset_too_large,
  400,
  null
) {}
