import { Messages } from "@redline/domain"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { Link, useSearch } from "wouter"
import { visitorApi } from "../api/api.ts"
import { ApiError } from "../api/request.ts"
import { failureMessage } from "../account/failureMessage.ts"
import { DetailPage } from "../page/DetailPage.tsx"
import { PageMessage } from "../page/PageMessage.tsx"
import { usePageTitle } from "../page/usePageTitle.ts"
import { dailyEmailKeys, dailyEmailQueries, type MailedLink } from "./dailyEmailQueries.ts"

const backHome = (
  <Link href="/" className="button">
    Back to live auctions
  </Link>
)

/**
 * `/daily-email/unsubscribe?email=…&token=…`: where the unsubscribe link of Daily Email mail
 * lands. It asks before it unsubscribes, since mail scanners open links too; the link's token is
 * the proof, so no one needs to sign in, and it is the same whoever is signed in.
 */
export default function DailyEmailUnsubscribePage() {
  usePageTitle("Daily Email")
  const params = new URLSearchParams(useSearch())
  const email = params.get("email") ?? ""
  const token = params.get("token") ?? ""
  if (email === "" || token === "") return <LinkRefused message={Messages.unsubscribeLinkInvalid} />
  return <Unsubscribe link={{ email, token }} />
}

function LinkRefused({ message }: { readonly message: string }) {
  return (
    <PageMessage heading="This unsubscribe link doesn't work" action={backHome}>
      {message}
    </PageMessage>
  )
}

function Unsubscribe({ link }: { readonly link: MailedLink }) {
  const query = useQuery(dailyEmailQueries.link(visitorApi, link))
  const queryClient = useQueryClient()
  const unsubscribe = useMutation({
    mutationFn: () => visitorApi("profile.unsubscribeDailyEmailByLink", { query: link }),
    onSuccess: () => queryClient.setQueryData(dailyEmailKeys.link(link), (shown) => shown && { ...shown, daily_email: false })
  })
  if (query.error instanceof ApiError && query.error.status < 500 && query.error.status !== 404) {
    return <LinkRefused message={query.error.message} />
  }

  return (
    <DetailPage query={query} what="this unsubscribe link">
      {({ email, daily_email }) =>
        unsubscribe.isSuccess || !daily_email ? (
          <PageMessage heading="Daily Email" action={backHome}>
            {unsubscribe.isSuccess ? Messages.dailyEmailUnsubscribed : `${email} is not on the Daily Email.`}
          </PageMessage>
        ) : (
          <PageMessage
            heading="Unsubscribe from the Daily Email"
            action={
              <>
                <button type="button" className="button" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
                  {unsubscribe.isPending ? "Unsubscribing…" : "Unsubscribe"}
                </button>
                {unsubscribe.isError && (
                  <p className="alert" role="alert">
                    {failureMessage(unsubscribe.error)}
                  </p>
                )}
              </>
            }
          >
            Stop sending the Daily Email to {email}?
          </PageMessage>
        )
      }
    </DetailPage>
  )
}
