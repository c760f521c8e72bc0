import type { Api } from "./Api.ts"
import { caller } from "./Caller.ts"

/** What a test's submission is, beside its seller: Paid (5), a 2003 Porsche 911 in Portland, unless told. */
export interface SubmissionSeed {
  readonly status?: number
  readonly vin?: string
  readonly year?: number
  readonly makeSlug?: string
  readonly modelSlug?: string
  readonly sections?: Record<string, unknown>
  readonly campaign?: Record<string, string>
  /** When its seller submitted it: now unless told; null for a draft. */
  readonly submittedAt?: Date | null
}

/**
 * A seller's submission as the selling flow leaves it at `status`, written straight to the table
 * so a test starts where it means to; answers its id.
 */
export async function sellerSubmission(api: Api, sellerId: number, seed: SubmissionSeed = {}): Promise<number> {
  const [row] = await api.sql(
    (sql) => sql<{ id: number }>`
      INSERT INTO submissions (user_id, status, contact, vin, year, make_slug, model_slug, mileage, zip_code, seller_type, sections, submitted_at, campaign)
      VALUES (${sellerId}, ${seed.status ?? 5}, ${JSON.stringify({ first_name: "Ada", last_name: "Lovelace", phone: "+15035550142" })}::jsonb,
              ${seed.vin ?? "WP0AA29903S620001"}, ${seed.year ?? 2003}, ${seed.makeSlug ?? "porsche"}, ${seed.modelSlug ?? "911"},
              41000, '97201', 1, ${JSON.stringify(seed.sections ?? {})}::jsonb, ${seed.submittedAt === undefined ? new Date() : seed.submittedAt}, ${seed.campaign === undefined ? null : JSON.stringify(seed.campaign)}::jsonb)
      RETURNING id`
  )
  return row!.id
}

/** The submission's decisions as staff's desk reads them, oldest first: each its kind and its words. */
export async function submissionDecisions(api: Api, staffKey: string, id: number): Promise<Array<[string, string]>> {
  const read = await caller(api)("GET", `/api/v1/staff/submissions/${id}`, undefined, staffKey)
  return (read.body.decisions as Array<{ decision: string; message: string }>).map((decision) => [decision.decision, decision.message])
}
