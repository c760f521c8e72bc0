import type { Handshake } from "@redline/api"
import { SIGNED_REQUEST_HEADERS, signatureTimestamp } from "@redline/domain"
import { routeOf } from "./routeOf.ts"
import { withCrossTabLock } from "./crossTabLock.ts"
import { requestSignature } from "./requestSignature.ts"

const STORAGE_KEY = "redline.handshake"

/**
 * The browser's session handshake (`GET auth/ti_ni`, spec 2 §7), kept in localStorage beside the
 * session: one per browser, shared by its tabs, since the server binds a session to one
 * handshake and tabs share the session. It lasts as long as a refresh key.
 */
export interface StoredHandshake {
  readonly csrf: string
  readonly secret: string
  readonly expires_at: string
  /** The server's clock minus this browser's, measured at the handshake: requests are stamped in server time. */
  readonly clock_offset_ms: number
}

const isStoredHandshake = (value: unknown): value is StoredHandshake => {
  if (typeof value !== "object" || value === null) return false
  const handshake = value as Record<keyof StoredHandshake, unknown>
  return (
    typeof handshake.csrf === "string" &&
    typeof handshake.secret === "string" &&
    typeof handshake.expires_at === "string" &&
    typeof handshake.clock_offset_ms === "number" &&
    Number.isFinite(handshake.clock_offset_ms)
  )
}

function readHandshake(): StoredHandshake | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null")
    return isStoredHandshake(stored) ? stored : null
  } catch {
    return null
  }
}

/** Now on the server's clock, as the last handshake measured this browser's clock against it. */
export function serverNow(): number {
  return Date.now() + (readHandshake()?.clock_offset_ms ?? 0)
}

/** The handshake this browser signs with, if it has one that hasn't expired. */
export function storedHandshake(): StoredHandshake | null {
  const handshake = readHandshake()
  return handshake !== null && Date.parse(handshake.expires_at) > serverNow() ? handshake : null
}

/**
 * HMAC needs WebCrypto, which browsers give only to secure pages (https, localhost). Elsewhere the
 * browser makes no handshake and its sessions stay unbound: the bearer key alone, as the app's.
 */
const canSign = (): boolean => typeof crypto !== "undefined" && crypto.subtle !== undefined

async function fetchHandshake(accessKey: string | null): Promise<StoredHandshake> {
  const sentAt = Date.now()
  const response = await fetch(routeOf("sessions.handshake").path, {
    headers: { accept: "application/json", ...(accessKey ? { authorization: `Bearer ${accessKey}` } : {}) }
  })
  if (!response.ok) throw new Error(`The session handshake was refused (${response.status})`)
  const answer = (await response.json()) as Partial<typeof Handshake.Type>
  const serverTime = Date.parse(answer.server_time ?? "")
  // the server's time was read about halfway through the round trip
  const handshake = {
    csrf: answer.csrf,
    secret: answer.secret,
    expires_at: answer.expires_at,
    clock_offset_ms: Math.round(serverTime - (sentAt + Date.now()) / 2)
  }
  if (!isStoredHandshake(handshake)) throw new Error("The session handshake answer is incomplete")
  localStorage.setItem(STORAGE_KEY, JSON.stringify(handshake))
  return handshake
}

let making: Promise<StoredHandshake | null> | null = null

/** One handshake at a time per browser; a tab that waited takes the one another tab just made. */
function makeHandshake(replacing: StoredHandshake | null, accessKey: string | null): Promise<StoredHandshake | null> {
  making ??= withCrossTabLock(STORAGE_KEY, async () => {
    const stored = storedHandshake()
    if (stored !== null && stored.csrf !== replacing?.csrf) return stored
    return fetchHandshake(accessKey)
  }).finally(() => {
    making = null
  })
  return making
}

/**
 * The handshake to sign with, made now when the browser has none (once per browser session).
 * Made with a session's access key, it binds that session to it. Null where none can be made.
 */
export function ensureHandshake(accessKey: string | null): Promise<StoredHandshake | null> {
  const stored = storedHandshake()
  return stored !== null || !canSign() ? Promise.resolve(stored) : makeHandshake(null, accessKey)
}

/** A new handshake in place of `failed`, which the server refused; one another tab made meanwhile will do. */
export function renewHandshake(failed: StoredHandshake | null, accessKey: string | null): Promise<StoredHandshake | null> {
  return canSign() ? makeHandshake(failed, accessKey) : Promise.resolve(null)
}

/** The csrf, timestamp and signature headers of a request to `url` (with `/api`) that sends `body`. */
export async function signatureHeaders(
  handshake: StoredHandshake,
  method: string,
  url: string,
  body: string | undefined
): Promise<Record<string, string>> {
  const timestamp = signatureTimestamp(Date.now() + handshake.clock_offset_ms)
  // the path and query as the browser sends them, percent-encoded, which is what the server checks
  const sent = new URL(url, "http://redline.invalid")
  return {
    [SIGNED_REQUEST_HEADERS.csrf]: handshake.csrf,
    [SIGNED_REQUEST_HEADERS.timestamp]: timestamp,
    [SIGNED_REQUEST_HEADERS.signature]: await requestSignature(handshake.secret, method, `${sent.pathname}${sent.search}`, timestamp, body)
  }
}
