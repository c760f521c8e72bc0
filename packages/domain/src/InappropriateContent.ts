import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity"

/**
 * Words of the car world the English dataset would take for slurs or worse: a 'tranny' is a
 * transmission, Hooker makes headers, and every car has a cockpit.
 */
const CAR_WORDS = ["tranny", "hooker", "cockpit"]

const dataset = englishDataset.build()

const matcher = new RegExpMatcher({
  ...dataset,
  whitelistedTerms: [...(dataset.whitelistedTerms ?? []), ...CAR_WORDS],
  ...englishRecommendedTransformers
})

/**
 * The server's alone (`@redline/domain/InappropriateContent`): the browser never loads the word list.
 * Whether a text (a comment, a username) contains inappropriate content (spec 2 §5, spec 3 §8), by
 * the `obscenity` package's English dataset and its recommended transformers: words spelled with
 * digits or look-alike letters count, words merely containing one (Scunthorpe, therapist) don't.
 */
export function isInappropriate(text: string): boolean {
  return matcher.hasMatch(text)
}
