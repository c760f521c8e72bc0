import type { ModelVideo } from "@redline/api"
import { ExternalIcon, PlayIcon } from "../ui/icons.tsx"

/** Videos about the model (spec 1 §2): each a link out to where it plays, with its channel. */
export function ModelVideos({ videos }: { readonly videos: ReadonlyArray<ModelVideo> }) {
  return (
    <section className="search-page__section" aria-labelledby="search-videos-heading">
      <h2 id="search-videos-heading" className="search-page__heading">
        Videos
      </h2>
      <ul className="model-videos">
        {videos.map((video) => (
          <li key={video.url}>
            <a className="model-videos__video" href={video.url} target="_blank" rel="noopener noreferrer">
              <PlayIcon width="22" height="22" fill="currentColor" />
              <span>
                <span className="model-videos__title">{video.title}</span>
                <span className="model-videos__channel">{video.channel_title}</span>
              </span>
              <ExternalIcon width="16" height="16" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
