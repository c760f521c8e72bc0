import { Messages } from "@redline/domain"
import { useQuery } from "@tanstack/react-query"
import { useId, useState } from "react"
import { useApi } from "../api/useApi.ts"
import { usePageTitle } from "../page/usePageTitle.ts"
import { SearchIcon } from "../ui/icons.tsx"
import { CommunityLinks } from "./CommunityLinks.tsx"
import { CommunityLayout } from "./CommunityLayout.tsx"
import { communityQueries } from "./communityQueries.ts"
import { useCommunitySearch } from "./useCommunitySearch.ts"
import "./CommunityDirectoryPage.css"

/**
 * Every community (spec 3 §2 'directory page'): the makes', the topical ones and the general one,
 * or, while something is typed in its search, the communities whose name has it.
 */
export default function CommunityDirectoryPage() {
  usePageTitle("All Communities")
  const id = useId()
  const [text, setText] = useState("")
  const directory = useQuery(communityQueries.directory(useApi()))
  const search = useCommunitySearch(text)

  return (
    <CommunityLayout community={null}>
      <h1 className="community-page__title">All Communities</h1>
      <form role="search" className="community-directory__search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={id} className="visually-hidden">
          Search communities
        </label>
        <SearchIcon className="community-directory__icon" width="18" height="18" />
        <input
          id={id}
          className="community-directory__field"
          type="search"
          autoComplete="off"
          placeholder="Search communities"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      {search.query !== "" ? (
        search.communities.length === 0 ? (
          <p className="community-directory__empty">{Messages.noCommunitiesMatch}</p>
        ) : (
          <CommunityLinks heading="Matching communities" communities={search.communities} />
        )
      ) : directory.isError ? (
        <p className="alert" role="alert">
          {Messages.listLoadFailed("the communities")}{" "}
          <button type="button" className="button button--quiet button--small" onClick={() => void directory.refetch()}>
            Try again
          </button>
        </p>
      ) : directory.data === undefined ? (
        <div className="post-feed__loading" role="status">
          <span className="visually-hidden">Loading…</span>
        </div>
      ) : (
        <div className="community-directory">
          <CommunityLinks heading="Makes" communities={directory.data.makes} />
          <CommunityLinks heading="Topical" communities={directory.data.topical} />
          <CommunityLinks heading="General" communities={[directory.data.general]} />
        </div>
      )}
    </CommunityLayout>
  )
}
