import { Agent, request } from "node:http"

/** Who calls: nobody signed in, a member registered to bid, and staff. */
export const ROLES = ["visitor", "bidder", "staff"] as const
export type Role = (typeof ROLES)[number]

/** A request as sent: the target already encoded (path and query), headers and a body as the case made them. */
export interface FuzzRequest {
  readonly method: string
  readonly target: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string | Uint8Array
}

export interface FuzzAnswer {
  readonly status: number
  readonly contentType: string
  readonly body: string
}

/** Path parameters that name real things of the world the callers stand in, so a case can reach past the lookup. */
export type Examples = Readonly<Record<string, string>>

export interface Callers {
  /** Sends the request as the role: a signed-in role's access key unless the case sets its own `authorization`. */
  readonly send: (role: Role, fuzz: FuzzRequest) => Promise<FuzzAnswer>
  readonly examples: Examples
  readonly close: () => void
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 })

/**
 * Sent with node:http, which sends a path and headers as given (fetch would normalise them). An
 * answer counts once it is read whole, even if the server then closes the connection on a body it
 * didn't read (a 413 or 431).
 */
const sendRaw = (base: URL, fuzz: FuzzRequest): Promise<FuzzAnswer> =>
  new Promise((resolve, reject) => {
    let answered = false
    const outgoing = request(
      { host: base.hostname, port: base.port, path: fuzz.target, method: fuzz.method, headers: fuzz.headers, agent },
      (response) => {
        const chunks: Array<Buffer> = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => {
          answered = true
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers["content-type"] ?? "",
            body: Buffer.concat(chunks).toString()
          })
        })
        response.on("error", (error) => answered || reject(error))
      }
    )
    outgoing.on("error", (error) => answered || reject(error))
    outgoing.end(fuzz.body)
  })

const json = async (base: URL, method: string, path: string, body?: unknown, key?: string) => {
  const answer = await sendRaw(base, {
    method,
    target: path,
    headers: { "content-type": "application/json", ...(key === undefined ? {} : { authorization: `Bearer ${key}` }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  if (answer.status >= 300) throw new Error(`Setting up the fuzz world: ${method} ${path} answered ${answer.status} ${answer.body}`)
  return JSON.parse(answer.body) as Record<string, any>
}

/**
 * The one place the fuzz test's callers are made, through the API as people are: staff sign in
 * with the server's staff account, make a member registered to bid and a seller with a live
 * auction, and the bidder signs in. How a caller proves who it is (a bearer key today) lives
 * here alone.
 */
export const makeCallers = async (url: string, staff: { readonly email: string; readonly password: string }): Promise<Callers> => {
  const base = new URL(url)
  const staffKey = (await json(base, "POST", "/api/v1/auth/login", staff))["access_key"] as string
  const member = async (username: string) => {
    const email = `${username}@example.com`
    const password = "fuzz-member-password-1"
    await json(
      base,
      "POST",
      "/api/v1/admin/users",
      { email, username, password, verified: true, card_on_file: true, bidding_agreement: true },
      staffKey
    )
    return { username, email, password }
  }
  const bidder = await member("fuzz_bidder")
  const seller = await member("fuzz_seller")
  const auction = await json(
    base,
    "POST",
    "/api/v1/admin/auctions",
    {
      title: "1991 Mazda MX-5 Miata",
      year: 1991,
      make: "Mazda",
      model: "MX-5 Miata",
      location: "Austin, TX 78701",
      body_style: "Convertible",
      transmission: "Manual",
      seller_username: seller.username,
      reserve: null,
      no_reserve: true,
      auction_end: new Date(Date.now() + 3 * 86_400_000).toISOString()
    },
    staffKey
  )
  const bidderKey = (await json(base, "POST", "/api/v1/auth/login", { email: bidder.email, password: bidder.password }))[
    "access_key"
  ] as string
  const keys: Record<Role, string | undefined> = { visitor: undefined, bidder: bidderKey, staff: staffKey }
  return {
    send: (role, fuzz) => {
      const key = keys[role]
      const own = Object.keys(fuzz.headers).some((name) => name.toLowerCase() === "authorization")
      return sendRaw(base, key === undefined || own ? fuzz : { ...fuzz, headers: { authorization: `Bearer ${key}`, ...fuzz.headers } })
    },
    examples: { auction_id: String(auction["id"]), username: bidder.username, provider: "google", folder: "photos" },
    close: () => agent.destroy()
  }
}
