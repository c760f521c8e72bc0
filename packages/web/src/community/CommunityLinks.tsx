import { useId } from "react"
import { Link } from "wouter"

/** A community as a link: its title, and whether something was written in it lately. */
export interface CommunityLinkItem {
  readonly id: number
  readonly title: string
  readonly url: string
  readonly has_new_content?: boolean
}

/** A headed list of communities, each a link to its feed; nothing when there are none. */
export function CommunityLinks({
  heading,
  communities
}: {
  readonly heading: string
  readonly communities: ReadonlyArray<CommunityLinkItem>
}) {
  const id = useId()
  if (communities.length === 0) return null
  return (
    <section className="community-links" aria-labelledby={id}>
      <h2 id={id} className="community-links__heading">
        {heading}
      </h2>
      <ul className="community-links__list">
        {communities.map((community) => (
          <li key={community.id}>
            <Link href={community.url} className="community-links__link">
              {community.title}
              {community.has_new_content === true && <span className="community-links__new">New</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
