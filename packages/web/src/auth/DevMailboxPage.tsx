import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { usePageTitle } from "../page/usePageTitle.ts"
import { useReaderId } from "../session/readerId.ts"
import "./DevMailboxPage.css"

// new mail arrives while the page is open (a sign-up in another tab): look again now and then
const REFETCH_MS = 2_000

/**
 * `/dev/mailbox`: the embedded mode's outbox (DESIGN 'Two ways to run'), newest first, with the
 * links of each message to follow and its HTML body's source, so sign-up and reset work without a
 * mail server. It answers a developer on the server's machine, or staff anywhere: the session goes
 * along.
 */
export default function DevMailboxPage() {
  usePageTitle("Dev Mailbox")
  const api = useApi()
  const mailbox = useQuery({
    queryKey: ["devMailbox", useReaderId()],
    queryFn: ({ signal }) => api("devMailbox.mailbox", { signal }),
    refetchInterval: REFETCH_MS
  })

  return (
    <div className="container dev-mailbox">
      <h1>Dev mailbox</h1>
      {mailbox.isError && (
        <p role="alert">
          The mailbox is not available: it is for developers on the server&apos;s machine and staff, while mail is not delivered by a mail
          server.
        </p>
      )}
      {mailbox.data?.messages.length === 0 && <p>No mail sent yet.</p>}
      <ol className="dev-mailbox__list">
        {mailbox.data?.messages.map((message) => (
          <li key={message.id}>
            <article className="dev-mailbox__message" aria-label={`${message.subject} to ${message.to}`}>
              <h2 className="dev-mailbox__subject">{message.subject}</h2>
              <p className="dev-mailbox__meta">
                {message.channel === "sms" ? "SMS" : "Email"} to {message.to}
                {message.reply_to === null ? "" : ` (replies to ${message.reply_to})`}, {new Date(message.created_at).toLocaleString()}
              </p>
              {Object.entries(message.headers).map(([name, value]) => (
                <p key={name} className="dev-mailbox__meta">
                  {name}: {value}
                </p>
              ))}
              <pre className="dev-mailbox__body">{message.body}</pre>
              {message.html !== null && (
                // The HTML as sent, to read: the site's security policy lets no page show mail's inline styles.
                <details className="dev-mailbox__html">
                  <summary>HTML body</summary>
                  <pre className="dev-mailbox__source">{message.html}</pre>
                </details>
              )}
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
