import { type APIRequestContext, expect } from "@playwright/test"
import sharp from "sharp"

/**
 * A seller's car on its way through the selling flow, as the flows of the staff desk and of a car
 * going live start it: made through the API as the browser and staff make it.
 */

/** The password of the sellers these flows make. */
export const PASSWORD = "quartz-Harbor-lantern-1987"

export type Headers = { readonly authorization: string }

export const DETAILS = {
  body_style: "coupe",
  drivetrain: "rear-wheel-drive",
  transmission: "manual",
  engine: "3.6L flat-six",
  exterior_color: "Guards Red",
  interior_color: "Black",
  title_status: "clean",
  title_state: "OR",
  title_in_seller_name: true,
  highlights: "One owner from new.\nBooks and both keys."
}
export const CONDITION = { known_flaws: "Stone chips on the nose", has_accident_history: false, has_mechanical_issues: false }
const SCHEDULING = { timing: "asap", has_reserve: true, reserve_amount: 45000 }

/** A photo the seller uploaded, as the browser does (straight to the store): answers its key. */
async function upload(request: APIRequestContext, seller: Headers, shade: number): Promise<string> {
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: shade, g: 40, b: 60 } } })
    .jpeg()
    .toBuffer()
  const token = (await (await request.get(`/api/v1/auth/s3-token?size=${photo.byteLength}`, { headers: seller })).json()) as {
    upload_url: string
    key: string
  }
  expect((await request.put(token.upload_url, { data: photo })).ok()).toBe(true)
  return token.key
}

/** A seller's car sent to staff: its id, the seller's username and session. */
export interface SubmittedCar {
  readonly id: number
  readonly username: string
  readonly seller: Headers
}

/** A new seller's 2003 Porsche 911, every section complete with its photos, sent to staff. */
export async function submittedCar(request: APIRequestContext, staff: Headers, unique: string): Promise<SubmittedCar> {
  const username = `desk_seller_${unique}`
  const email = `${username}@example.com`
  expect((await request.post("/api/v1/admin/users", { headers: staff, data: { email, username, password: PASSWORD } })).ok()).toBe(true)
  const login = await request.post("/api/v1/auth/login", { data: { email, password: PASSWORD } })
  const seller = { authorization: `Bearer ${((await login.json()) as { access_key: string }).access_key}` }
  const applied = await request.post("/api/v1/applications", {
    headers: seller,
    data: {
      contact: { first_name: "Ada", last_name: "Lovelace", phone: "(503) 555-0142" },
      car: {
        vin: "WP0AA29903S620001",
        year: 2003,
        make_slug: "porsche",
        model_slug: "911",
        mileage: 41000,
        zip_code: "97201",
        seller_type: 1
      }
    }
  })
  expect(applied.status()).toBe(201)
  const { id } = (await applied.json()) as { id: number }
  const path = `/api/v1/submissions/${id}`
  for (const [section, data] of [
    ["details", DETAILS],
    ["condition", CONDITION],
    ["media", {}],
    ["scheduling", SCHEDULING]
  ] as const) {
    expect((await request.put(`${path}/${section}`, { headers: seller, data: { data, back: false } })).ok()).toBe(true)
  }
  for (const [index, section] of ["exterior", "exterior", "exterior", "exterior", "interior", "interior"].entries()) {
    const key = await upload(request, seller, 120 + index * 20)
    expect((await request.post(`${path}/photos`, { headers: seller, data: { key, section } })).status()).toBe(201)
  }
  expect((await request.post(`/api/v1/applications/${id}/submit`, { headers: seller })).ok()).toBe(true)
  return { id, username, seller }
}

/** The seller's card, entered as the card form enters it: tokenized at the card form's Stripe, then kept on file. */
export async function cardOnFile(request: APIRequestContext, seller: Headers): Promise<void> {
  const { card_form } = (await (await request.get("/api/v1/auth/payment", { headers: seller })).json()) as {
    card_form: { api_url: string; publishable_key: string }
  }
  const method = await request.post(`${card_form.api_url}/v1/payment_methods`, {
    headers: { authorization: `Bearer ${card_form.publishable_key}` },
    form: {
      type: "card",
      "card[number]": "4242 4242 4242 4242",
      "card[exp_month]": "12",
      "card[exp_year]": String(new Date().getFullYear() + 3),
      "card[cvc]": "123"
    }
  })
  const { id } = (await method.json()) as { id: string }
  expect((await request.post("/api/v1/auth/payment", { headers: seller, data: { payment_method_id: id } })).ok()).toBe(true)
}

/**
 * The car taken through the steps before its listing, as staff and the seller take them: accepted,
 * the listing fee paid, the inspection booked, reported and approved, the reserve offered and
 * accepted; it is then Paid (5) with nothing left but the listing.
 */
export async function settledCar(request: APIRequestContext, staff: Headers, car: SubmittedCar): Promise<void> {
  const { id, seller } = car
  const ok = async (what: string, answer: Promise<{ ok: () => boolean; status: () => number; text: () => Promise<string> }>) => {
    const answered = await answer
    expect(answered.ok(), `${what}: ${answered.status()} ${await answered.text()}`).toBe(true)
  }
  const desk = `/api/v1/staff/submissions/${id}`
  const own = `/api/v1/submissions/${id}`
  await ok("accept", request.post(`${desk}/decision`, { headers: staff, data: { decision: "accept", message: "Welcome aboard." } }))
  await cardOnFile(request, seller)
  await ok("pay", request.post(`${own}/pay`, { headers: seller, data: { idempotency_key: `fee-${id}` } }))
  await ok(
    "the inspection's address",
    request.put(`${own}/inspection`, {
      headers: seller,
      data: { address: "1 Main St", city: "Portland", state: "OR", zip_code: "97201" }
    })
  )
  await ok(
    "the booking",
    request.post(`${own}/inspection/book`, { headers: seller, data: { register_to_bid: true, terms_agreement: true } })
  )
  await ok(
    "the report",
    request.post(`${desk}/inspection/report`, { headers: staff, data: { url: "https://reports.example.com/911.pdf" } })
  )
  await ok("the approval", request.post(`${own}/inspection/approve`, { headers: seller, data: { approved: true } }))
  await ok(
    "the offer",
    request.post(`${desk}/reserve_offers`, {
      headers: staff,
      data: { amount: 45000, comp_auction_ids: [], message: "We suggest $45,000." }
    })
  )
  const { reserve_offers } = (await (await request.get(`${own}/reserve_offers`, { headers: seller })).json()) as {
    reserve_offers: ReadonlyArray<{ id: number }>
  }
  await ok("the answer", request.put(`${own}/reserve_offers/${reserve_offers[0]!.id}`, { headers: seller, data: { final: true } }))
}
