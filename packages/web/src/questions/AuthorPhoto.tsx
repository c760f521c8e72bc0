import type { QuestionAuthor } from "@redline/api"
import { imageWidthFor } from "@redline/domain"

// Drawn 36 px square; twice that for sharp screens.
const SHOWN_SIDE = 36

/** The author's profile photo, or their initial where they have none; their name is written beside it. */
export function AuthorPhoto({ author }: { readonly author: QuestionAuthor }) {
  if (author.photo === null) {
    return (
      <span className="author-photo author-photo--empty" aria-hidden="true">
        {author.username.slice(0, 1).toUpperCase()}
      </span>
    )
  }
  return (
    <img
      className="author-photo"
      src={`${author.photo.base_url}${author.photo.path}?w=${imageWidthFor(SHOWN_SIDE * 2)}`}
      alt=""
      width={SHOWN_SIDE}
      height={SHOWN_SIDE}
      loading="lazy"
    />
  )
}
