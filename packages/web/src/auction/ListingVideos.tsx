import type { Photo } from "@redline/api"
import { listingVideoOf, type ListingVideo } from "@redline/domain"
import { useEffect, useRef, useState } from "react"
import { AuctionPhoto } from "../photos/AuctionPhoto.tsx"
import { PlayIcon } from "../ui/icons.tsx"

const POSTER = { width: 900, quality: 70 } as const
const POSTER_WIDTHS = { widths: [384, 900, 1315], sizes: "(min-width: 992px) 60vw, 100vw" } as const

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

interface VideoPosterProps {
  readonly video: ListingVideo
  readonly poster: Photo | null
  readonly name: string
  readonly title: string
}

function VideoPoster({ video, poster, name, title }: VideoPosterProps) {
  const [playing, setPlaying] = useState(false)
  const player = useRef<HTMLIFrameElement>(null)
  // the button that was clicked is gone: the keyboard goes on in the player
  useEffect(() => {
    if (playing) player.current?.focus()
  }, [playing])

  return (
    <div className="listing-video">
      {playing ? (
        <iframe
          ref={player}
          className="listing-video__player"
          src={video.player}
          title={`${title}, ${name} on ${video.provider}`}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="listing-video__poster" onClick={() => setPlaying(true)}>
          <AuctionPhoto className="listing-video__image" photo={poster} alt="" size={POSTER} responsive={POSTER_WIDTHS} />
          <span className="listing-video__play" aria-hidden="true">
            <PlayIcon width="28" height="28" fill="currentColor" />
          </span>
          <span className="listing-video__label">
            Play {name} <span className="listing-video__provider">on {video.provider}</span>
          </span>
        </button>
      )}
    </div>
  )
}
