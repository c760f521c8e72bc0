import { Messages } from "@redline/domain"
import { useInfiniteQuery } from "@tanstack/react-query"
import { Link } from "wouter"
import { useApi } from "../api/useApi.ts"
import { searchQueries } from "./searchQueries.ts"

/**
 * Members whose username has the search's text, or all members on a make's or model's page
 * (spec 1 §2 'Community Members'): 10 first, then
 * 20 more at each 'Show more', until the server says there are no more or that it was paged too
 * far ('offset too large', which ends the list quietly).
 */
export function CommunityMembers({ text }: { readonly text: string }) {
  const members = useInfiniteQuery(searchQueries.users(useApi(), text))
  const users = members.data?.pages.flatMap((page) => page.users) ?? []
  return (
    <section className="search-page__section community-members" aria-labelledby="search-members-heading">
      <h2 id="search-members-heading" className="search-page__heading">
        Community Members
      </h2>
      {members.isError && users.length === 0 ? (
        <p className="community-members__empty" role="alert">
          {Messages.listLoadFailed("the members")}{" "}
          <button type="button" className="button button--quiet button--small" onClick={() => void members.refetch()}>
            Try again
          </button>
        </p>
      ) : members.data !== undefined && users.length === 0 ? (
        <p className="community-members__empty">{Messages.noUsersMatch}</p>
      ) : (
        <ul className="community-members__list" aria-busy={members.isPending}>
          {users.map((user) => (
            <li key={user.id}>
              <Link href={`/user/${encodeURIComponent(user.username)}`} className="community-members__member">
                <span className="community-members__avatar" aria-hidden="true">
                  {user.username.slice(0, 1).toUpperCase()}
                </span>
                {user.username}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {members.hasNextPage && (
        <button
          type="button"
          className="button button--quiet community-members__more"
          aria-busy={members.isFetchingNextPage}
          onClick={() => void members.fetchNextPage()}
        >
          Show more
        </button>
      )}
    </section>
  )
}
