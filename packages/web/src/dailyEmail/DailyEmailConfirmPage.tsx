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
 * `/daily-email/confirm?email=…&token=…`: where the link of the mail sent when someone asks for
 * the Daily Email at the footer's form lands. It asks before it puts the address on the list,
 * since mail scanners open links too; the link's token is the proof, so no one needs to sign in.
 */
export default function DailyEmailConfirmPage() {
  usePageTitle("Daily Email")
  const params = new URLSearchParams(useSearch())
  const email = params.get("email") ?? ""
  const token = params.get("token") ?? ""
  if (email === "" || token === "") return <LinkRefused message={Messages.dailyEmailConfirmationInvalid} />
  return <Confirm link={{ email, token }} />
}

function LinkRefused({ message }: { readonly message: string }) {
  return (
    <PageMessage heading="This confirmation link doesn't work" action={backHome}>
      {message}
    </PageMessage>
  )
}

function Confirm({ link }: { readonly link: MailedLink }) {
  const query = useQuery(dailyEmailQueries.confirmation(visitorApi, link))
  const queryClient = useQueryClient()
  const confirm = useMutation({
    mutationFn: () => visitorApi("profile.confirmDailyEmail", { query: link }),
    onSuccess: () => queryClient.setQueryData(dailyEmailKeys.confirmation(link), (shown) => shown && { ...shown, daily_email: true })
  })
  if (query.error instanceof ApiError && query.error.status < 500 && query.error.status !== 404) {
    return <LinkRefused message={query.error.message} />
  }

  return (
    <DetailPage query={query} what="this confirmation link">
      {({ email, daily_email }) =>
        daily_email ? (
          <PageMessage heading="Daily Email" action={backHome}>
            {confirm.isSuccess ? Messages.dailyEmailConfirmed : `${email} is on the Daily Email.`}
          </PageMessage>
        ) : (
          <PageMessage
            heading="Confirm your Daily Email subscription"
            action={
              <>
                <button type="button" className="button" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
                  {confirm.isPending ? "Confirming…" : "Confirm"}
                </button>
                {confirm.isError && (
                  <p className="alert" role="alert">
                    {failureMessage(confirm.error)}
                  </p>
                )}
              </>
            }
          >
            Send the Daily Email, the day's auctions once a day, to {email}?
          </PageMessage>
        )
      }
    </DetailPage>
  )
}
