import { SqlClient } from "@effect/sql"
import { Outbox } from "@redline/infra"
import { Effect, Option } from "effect"
import { auctionLink } from "../accounts/AccountMail.ts"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"
import { sellerMessageMail } from "./SellerMail.ts"
import { transactionOf } from "../Transaction.ts"

/** What deciding on a message needs to know of the auction and the two people. */
export interface ContactedAuction {
  readonly id: number
  readonly title: string
  readonly status: number
  readonly seller_id: number
  readonly seller_username: string
  readonly seller_email: string
}

export interface NewSellerMessage {
  readonly auction: ContactedAuction
  readonly sender: { readonly id: number; readonly username: string }
  /** Trimmed and checked. */
  readonly message: string
  /** '+1XXXXXXXXXX', or null. */
  readonly phone: string | null
  readonly at: Date
}

/** Buyers' messages to sellers: each is kept, and its e-mail to the seller queued with it. */
export class SellerMessages extends Effect.Service<SellerMessages>()("@redline/http/SellerMessages", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)
    const outbox = yield* Outbox
    const config = yield* AccountsConfig

    const auction = (id: number) =>
      sql<ContactedAuction>`
        SELECT a.id, a.title, a.status, a.seller_id, u.username AS seller_username, u.email AS seller_email
          FROM auctions a JOIN users u ON u.id = a.seller_id
         WHERE a.id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** Stores the message and queues its e-mail in one transaction: both or neither. */
    const send = (message: NewSellerMessage) =>
      transaction(
        Effect.gen(function* () {
          const [sender] = yield* sql<{ email: string }>`SELECT email FROM users WHERE id = ${message.sender.id}`
          yield* sql`INSERT INTO seller_messages ${sql.insert({
            auction_id: message.auction.id,
            sender_id: message.sender.id,
            seller_id: message.auction.seller_id,
            message: message.message,
            phone: message.phone,
            created_at: message.at
          })}`
          yield* outbox.enqueue(
            sellerMessageMail(config.publicUrl, {
              seller: { username: message.auction.seller_username, email: message.auction.seller_email },
              sender: { username: message.sender.username, email: sender!.email },
              auctionTitle: message.auction.title,
              auctionLink: auctionLink(config.publicUrl, message.auction.id, message.auction.title),
              message: message.message,
              phone: message.phone
            })
          )
        })
      )

    return { auction, send } as const
  })
}) {}
