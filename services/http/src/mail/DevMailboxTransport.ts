import { Effect } from "effect"
import type { MailTransportShape } from "./MailTransport.ts"

/** The dev mailbox is the outbox itself: a message in it is delivered already. */
export const devMailboxTransport: MailTransportShape = { send: () => Effect.void }
