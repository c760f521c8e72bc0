/**
 * Whether text is a web address over https to a named host (a link staff put on a listing or an
 * inspection report): no spaces, and a host with a dot, so `https://localhost` or a bare word is not.
 */
export function isHttpsAddress(text: string): boolean {
  if (/\s/.test(text)) return false
  try {
    const url = new URL(text)
    return url.protocol === "https:" && url.hostname.includes(".")
  } catch {
    return false
  }
}
