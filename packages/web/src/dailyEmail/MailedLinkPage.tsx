import { type QueryKey, type UseQueryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { Link, useSearch } from "wouter"
import { ApiError } from "../api/request.ts"
import { failureMessage } from "../account/failureMessage.ts"
import { DetailPage } from "../page/DetailPage.tsx"
import { PageMessage } from "../page/PageMessage.tsx"
import { usePageTitle } from "../page/usePageTitle.ts"
import type { MailedLink } from "./dailyEmailQueries.ts"

/** Whether the link's address is on the Daily Email, as the link's page reads it. */
interface LinkState {
  readonly email: string
  readonly daily_email: boolean
}

/** What one kind of Daily Email link does, and the words of its page. */
export interface MailedLinkAction<Key extends QueryKey> {
  /** The link as the page names it: 'this unsubscribe link'. */
  readonly what: string
  readonly refusedHeading: string
  /** Said of a link without its address or token. */
  readonly incomplete: string
  readonly query: (link: MailedLink) => UseQueryOptions<LinkState, Error, LinkState, Key>
  readonly send: (link: MailedLink) => Promise<unknown>
  /** Whether the address is on the Daily Email once the link did its work. */
  readonly listedAfter: boolean
  readonly heading: string
  readonly question: (email: string) => ReactNode
  readonly button: string
  readonly pending: string
  readonly done: string
  /** Said when the address already is as the link would make it. */
  readonly already: (email: string) => string
}

const backHome = (
  <Link href="/" className="button">
    Back to live auctions
  </Link>
)

/**
 * The page a Daily Email link lands on (`?email=…&token=…`). It asks before it acts, since mail
 * scanners open links too; the link's token is the proof, so no one needs to sign in, and it is
 * the same whoever is signed in.
 */
export function MailedLinkPage<Key extends QueryKey>({ action }: { readonly action: MailedLinkAction<Key> }) {
  usePageTitle("Daily Email")
  const params = new URLSearchParams(useSearch())
  const email = params.get("email") ?? ""
  const token = params.get("token") ?? ""
  if (email === "" || token === "") return <LinkRefused heading={action.refusedHeading} message={action.incomplete} />
  return <LinkQuestion action={action} link={{ email, token }} />
}

function LinkRefused({ heading, message }: { readonly heading: string; readonly message: string }) {
  return (
    <PageMessage heading={heading} action={backHome}>
      {message}
    </PageMessage>
  )
}

function LinkQuestion<Key extends QueryKey>({ action, link }: { readonly action: MailedLinkAction<Key>; readonly link: MailedLink }) {
  const options = action.query(link)
  const query = useQuery(options)
  const queryClient = useQueryClient()
  const send = useMutation({
    mutationFn: () => action.send(link),
    onSuccess: () =>
      queryClient.setQueryData<LinkState>(options.queryKey, (shown) => shown && { ...shown, daily_email: action.listedAfter })
  })
  if (query.error instanceof ApiError && query.error.status < 500 && query.error.status !== 404) {
    return <LinkRefused heading={action.refusedHeading} message={query.error.message} />
  }

  return (
    <DetailPage query={query} what={action.what}>
      {({ email, daily_email }) =>
        daily_email === action.listedAfter ? (
          <PageMessage heading="Daily Email" action={backHome}>
            {send.isSuccess ? action.done : action.already(email)}
          </PageMessage>
        ) : (
          <PageMessage
            heading={action.heading}
            action={
              <>
                <button type="button" className="button" disabled={send.isPending} onClick={() => send.mutate()}>
                  {send.isPending ? action.pending : action.button}
                </button>
                {send.isError && (
                  <p className="alert" role="alert">
                    {failureMessage(send.error)}
                  </p>
                )}
              </>
            }
          >
            {action.question(email)}
          </PageMessage>
        )
      }
    </DetailPage>
  )
}
