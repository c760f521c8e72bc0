import type { OutboxEntry } from "@redline/infra"

/**
 * The headers of mail to a list (RFC 2369, RFC 8058): where the recipient's mail program
 * unsubscribes them at one click, with a POST carrying `List-Unsubscribe=One-Click`. None for
 * other mail.
 */
export const listHeaders = (message: Pick<OutboxEntry, "listUnsubscribe">): Record<string, string> =>
  message.listUnsubscribe === undefined
    ? {}
    : { "List-Unsubscribe": `<${message.listUnsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
