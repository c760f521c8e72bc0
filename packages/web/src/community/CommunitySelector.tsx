import { COMMUNITY_POPULAR_DEFAULT, Messages } from "@redline/domain"
import { useQuery } from "@tanstack/react-query"
import { useAtomValue } from "jotai"
import { useId, useState } from "react"
import { useApi } from "../api/useApi.ts"
import { communityQueries } from "./communityQueries.ts"
import type { CommunityChoice } from "./composerAtom.ts"
import { recentCommunitiesAtom } from "./recentCommunities.ts"
import { useCommunitySearch } from "./useCommunitySearch.ts"

/** The selector's defaults: the reader's recent communities, then the popular ones, each once, at most 8 (spec 3 §2). */
export function selectorDefaults(
  recent: ReadonlyArray<CommunityChoice>,
  popular: ReadonlyArray<CommunityChoice>
): ReadonlyArray<CommunityChoice> {
  const seen = new Set<number>()
  return [...recent, ...popular]
    .filter((community) => !seen.has(community.id) && seen.add(community.id))
    .slice(0, COMMUNITY_POPULAR_DEFAULT)
}

interface CommunitySelectorProps {
  /** The community chosen, always among the choices. */
  readonly chosen: CommunityChoice | null
  readonly onChoose: (community: CommunityChoice) => void
}

/**
 * Where a new post goes (spec 3 §2 'Community selector with search and defaults'): the recent and
 * popular communities, or those a search finds, each a choice.
 */
export function CommunitySelector({ chosen, onChoose }: CommunitySelectorProps) {
  const id = useId()
  const [text, setText] = useState("")
  const popular = useQuery(communityQueries.popular(useApi(), COMMUNITY_POPULAR_DEFAULT))
  const recent = useAtomValue(recentCommunitiesAtom)
  const search = useCommunitySearch(text)
  const found: ReadonlyArray<CommunityChoice> =
    search.query === "" ? selectorDefaults(recent, popular.data?.communities ?? []) : search.communities
  const choices = chosen === null || found.some((community) => community.id === chosen.id) ? found : [chosen, ...found]

  return (
    <fieldset className="community-selector">
      <legend className="text-field__label">Community</legend>
      <label htmlFor={`${id}-search`} className="visually-hidden">
        Search communities
      </label>
      <input
        id={`${id}-search`}
        className="text-field__input community-selector__search"
        type="search"
        placeholder="Search communities"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") event.preventDefault()
        }}
      />
      {search.query !== "" && choices.length === 0 ? (
        <p className="community-selector__empty">{Messages.noCommunitiesMatch}</p>
      ) : (
        <ul className="community-selector__choices">
          {choices.map((community) => (
            <li key={community.id}>
              <label className="community-selector__choice">
                <input
                  type="radio"
                  name={`${id}-community`}
                  checked={community.id === chosen?.id}
                  onChange={() => onChoose({ id: community.id, title: community.title, url: community.url })}
                />
                {community.title}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
