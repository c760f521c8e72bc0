import { PHONE_PREFIX } from "@redline/domain"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useId, useState } from "react"
import { ApiError } from "../api/request.ts"
import { useApi } from "../api/useApi.ts"
import { usePageTitle } from "../page/usePageTitle.ts"
import { useReaderId } from "../session/readerId.ts"
import "../auth/DevMailboxPage.css"

// texts arrive while the page is open (a code sent from another tab): look again now and then
const REFETCH_MS = 2_000

const KEYWORDS = ["STOP", "START", "HELP"] as const

/**
 * `/dev/sms`: the texts the local SMS stand-in carried, newest first, beside the dev mailbox, so
 * a verification code can be read without a phone; and a phone to text Redline's number from
 * (STOP, START, HELP), delivered to the webhook as Twilio delivers it. For developers on the
 * server's machine and staff, while no Twilio account is configured.
 */
export default function DevSmsPage() {
  usePageTitle("Dev SMS")
  const api = useApi()
  const queryClient = useQueryClient()
  const queryKey = ["devSms", useReaderId()]
  const outbox = useQuery({ queryKey, queryFn: ({ signal }) => api("devSms.outbox", { signal }), refetchInterval: REFETCH_MS })
  const [from, setFrom] = useState("")
  const text = useMutation({
    mutationFn: (body: string) => api("devSms.inbound", { body: { from, body } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey })
  })
  const phoneId = useId()

  return (
    <div className="container dev-mailbox">
      <h1>Dev SMS</h1>
      {outbox.isError && (
        <p role="alert">
          The SMS outbox is not available: it is for developers on the server&apos;s machine and staff, while texts go through the local
          stand-in rather than Twilio.
        </p>
      )}
      {outbox.data !== undefined && (
        <section className="dev-mailbox__message" aria-labelledby={`${phoneId}-title`}>
          <h2 id={`${phoneId}-title`} className="dev-mailbox__subject">
            Text {outbox.data.sms_number}
          </h2>
          <label htmlFor={phoneId}>From phone number</label>
          <input
            id={phoneId}
            type="tel"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            placeholder={`${PHONE_PREFIX} 503-555-0142`}
          />
          <p>
            {KEYWORDS.map((keyword) => (
              <button key={keyword} type="button" className="button" onClick={() => text.mutate(keyword)} disabled={text.isPending}>
                Text {keyword}
              </button>
            ))}
          </p>
          {text.isError && <p role="alert">{text.error instanceof ApiError ? text.error.message : "The text was not delivered."}</p>}
          {text.isSuccess && (
            <p role="status">Delivered{text.data.replies.length > 0 ? `; replied: ${text.data.replies.join(" / ")}` : ""}.</p>
          )}
        </section>
      )}
      {outbox.data?.messages.length === 0 && <p>No texts sent yet.</p>}
      <ol className="dev-mailbox__list">
        {outbox.data?.messages.map((message) => (
          <li key={message.sid}>
            <article className="dev-mailbox__message" aria-label={`Text from ${message.from} to ${message.to}`}>
              <p className="dev-mailbox__meta">
                {message.direction === "outbound" ? "Sent" : "Received"} from {message.from} to {message.to},{" "}
                {new Date(message.created_at).toLocaleString()}
              </p>
              <pre className="dev-mailbox__body">{message.body}</pre>
              {message.links.map((link) => (
                <a key={link} href={link} className="dev-mailbox__link">
                  {link}
                </a>
              ))}
            </article>
          </li>
        ))}
      </ol>
    </div>
  )
}
