import type { Photo } from "@redline/api"
import type { AnchorHTMLAttributes } from "react"
import Markdown, { type Components } from "react-markdown"
import remarkGfm from "remark-gfm"
import { VideoPoster } from "../auction/VideoPoster.tsx"
import { COMMENT_ELEMENTS, commentLinkUrl, commentVideos, remarkHtmlAsText, remarkMentions } from "./commentMarkdown.ts"

/** Links on the site stay in the tab; links out open a new one, vouching for nothing (user-written content). */
function CommentLink({ href, children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href === undefined || href === "") return <>{children}</>
  return href.startsWith("/") ? (
    <a href={href}>{children}</a>
  ) : (
    <a href={href} target="_blank" rel="nofollow ugc noopener noreferrer">
      {children}
    </a>
  )
}

const components: Components = { a: CommentLink }

interface CommentTextProps {
  readonly text: string
  /** The car's photo, the poster of the videos the comment links to. */
  readonly poster: Photo | null
  readonly title: string
  /** The auction's seller, whom `@seller` mentions. */
  readonly seller: string
}

/**
 * A comment's text (spec 3 §5 'Text display'): Markdown with a restricted set of elements, HTML
 * shown as text, and `singleTilde: false` (one '~' is 'about', '~15k miles', never strikethrough);
 * `@username` links to the profile (`@seller` to the seller's), and the YouTube and Vimeo videos it links to are shown beneath
 * it to play in place.
 */
export function CommentText({ text, poster, title, seller }: CommentTextProps) {
  const videos = commentVideos(text)
  return (
    <div className="comment__text">
      <Markdown
        remarkPlugins={[[remarkGfm, { singleTilde: false }], remarkHtmlAsText, [remarkMentions, { seller }]]}
        allowedElements={COMMENT_ELEMENTS}
        unwrapDisallowed
        urlTransform={commentLinkUrl}
        components={components}
      >
        {text}
      </Markdown>
      {videos.map((video, index) => (
        <VideoPoster
          key={video.player}
          video={video}
          poster={poster}
          name={videos.length > 1 ? `video ${index + 1}` : "video"}
          title={title}
        />
      ))}
    </div>
  )
}
