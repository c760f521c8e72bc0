import type { Photo } from "@redline/api"
import type { ListingVideo } from "@redline/domain"
import { useEffect, useRef, useState } from "react"
import { AuctionPhoto } from "../photos/AuctionPhoto.tsx"
import { PlayIcon } from "../ui/icons.tsx"

const POSTER = { width: 900, quality: 70 } as const
const POSTER_WIDTHS = { widths: [384, 900, 1315], sizes: "(min-width: 992px) 60vw, 100vw" } as const

interface VideoPosterProps {
  readonly video: ListingVideo
  readonly poster: Photo | null
  readonly name: string
  readonly title: string
}

/**
 * A video as a poster of the car with a play button: the provider's player is framed only on a
 * click, so the page asks YouTube or Vimeo for nothing before then.
 */
export function VideoPoster({ video, poster, name, title }: VideoPosterProps) {
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
