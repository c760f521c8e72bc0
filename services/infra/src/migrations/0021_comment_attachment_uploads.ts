import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * An upload makes one comment attachment at most: the key it was uploaded under is kept with the
 * photo made from it, once in the table, so claims of one upload at the same time, or again after a
 * second PUT to its signed URL, make no second attachment.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE comment_attachments ADD COLUMN upload_key text`
  yield* sql`CREATE UNIQUE INDEX comment_attachments_upload_key ON comment_attachments (upload_key)`
})
