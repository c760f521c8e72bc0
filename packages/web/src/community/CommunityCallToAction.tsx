import type { SearchCommunity } from "@redline/api"
import { Messages } from "@redline/domain"
import { useId } from "react"
import { Link } from "wouter"
import "./CommunityCallToAction.css"

/** A make's or model's search page points to its community (spec 1 §2 'community call to action'). */
export function CommunityCallToAction({ community }: { readonly community: SearchCommunity }) {
  const id = useId()
  return (
    <section className="community-call" aria-labelledby={id}>
      <h2 id={id} className="community-call__heading">
        {community.title} Community
        {community.has_new_content && <span className="community-call__new">New posts</span>}
      </h2>
      <p>{Messages.communityCallToAction(community.title)}</p>
      <Link href={community.url} className="button button--quiet community-call__link">
        Visit the community
      </Link>
    </section>
  )
}
