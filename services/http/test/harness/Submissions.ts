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

/** What a settled submission is: inspected unless told, its reserve offer answered `reserve` (none when null), its second photo's section. */
export interface SettledSeed {
  readonly inspected?: boolean
  readonly reserve?: string | null
  readonly secondPhoto?: "exterior" | "interior"
}

/**
 * A seller's 2003 Mazda MX-5 Miata, paid for, with two photos (the front, then the rear or a seat),
 * its inspection approved and its reserve offer of $24,000 accepted unless told otherwise: what
 * staff write the listing of. Answers its id and its photos' ids.
 */
export async function settledSubmission(
  api: Api,
  sellerId: number,
  { inspected = true, reserve = "accept", secondPhoto = "interior" }: SettledSeed = {}
): Promise<{ readonly id: number; readonly photos: ReadonlyArray<number> }> {
  const id = await sellerSubmission(api, sellerId, {
    vin: "JM1NA3510L0100001",
    makeSlug: "mazda",
    modelSlug: "mx-5-miata",
    sections: {
      details: {
        data: { engine: "1.8L I4", drivetrain: "Rear-wheel drive", transmission: "Manual", exterior_color: "Titanium Gray" },
        complete: true,
        updated_at: "2026-11-01T00:00:00Z"
      }
    }
  })
  const second = secondPhoto === "interior" ? "seat" : "rear"
  const photos = await api.sql(
    (sql) => sql<{ id: number }>`
      INSERT INTO submission_photos (submission_id, section, position, is_main, key, upload_key, width, height)
      VALUES (${id}, 'exterior', 1, true, ${`submissions/${id}/front.jpg`}, ${`up_${id}_1`}, 1200, 800),
             (${id}, ${secondPhoto}, ${secondPhoto === "interior" ? 1 : 2}, false, ${`submissions/${id}/${second}.jpg`}, ${`up_${id}_2`}, 1200, 800)
      RETURNING id`
  )
  await api.sql(
    (sql) => sql`
      INSERT INTO submission_inspections (submission_id, address, city, state, zip_code, booked_at, report_url, reported_at, approved, answered_at, updated_at)
      VALUES (${id}, '1 Main St', 'Portland', 'OR', '97201', now(), 'https://reports.example.com/1.pdf', now(),
              ${inspected ? true : null}, ${inspected ? new Date() : null}, now())`
  )
  if (reserve !== null)
    await api.sql(
      (sql) => sql`
        INSERT INTO reserve_offers (submission_id, amount, message, answer, answered_at, created_at)
        VALUES (${id}, 24000, 'We suggest $24,000.', ${reserve}, now(), now())`
    )
  return { id, photos: photos.map((photo) => photo.id) }
}

/** The submission's decisions as staff's desk reads them, oldest first: each its kind and its words. */
export async function submissionDecisions(api: Api, staffKey: string, id: number): Promise<Array<[string, string]>> {
  const read = await caller(api)("GET", `/api/v1/staff/submissions/${id}`, undefined, staffKey)
  return (read.body.decisions as Array<{ decision: string; message: string }>).map((decision) => [decision.decision, decision.message])
}
