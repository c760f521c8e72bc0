import type { Photo } from "@redline/api"
import { listingVideoOf } from "@redline/domain"
import { VideoPoster } from "./VideoPoster.tsx"

interface ListingVideosProps {
  /** The links the seller gave. */
  readonly videos: ReadonlyArray<string>
  /** The car's own photo, from the site, shown until a video is asked for. */
  readonly poster: Photo | null
  readonly title: string
}

/**
 * The listing's videos: each a poster of the car with a play button, the provider's player
 * framed only on a click, so the page asks YouTube or Vimeo for nothing before then. A link
 * that is no video stays a link.
 */
export function ListingVideos({ videos, poster, title }: ListingVideosProps) {
  return (
    <section className="auction-section listing-section" aria-labelledby="listing-videos">
      <h2 id="listing-videos" className="auction-section__heading">
        Videos
      </h2>
      <ul className="listing-videos">
        {videos.map((link, index) => {
          const video = listingVideoOf(link)
          const name = videos.length > 1 ? `video ${index + 1}` : "video"
          return (
            <li key={link}>
              {video === null ? (
                <a className="listing-videos__link" href={link} target="_blank" rel="nofollow ugc noopener noreferrer">
                  {link}
                </a>
              ) : (
                <VideoPoster video={video} poster={poster} name={name} title={title} />
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
