/** Whether an `accept-encoding` header admits gzip (`gzip;q=0` and `*;q=0` refuse it). */
export const acceptsGzip = (header: string): boolean => {
  let wildcard: boolean | undefined
  for (const part of header.split(",")) {
    const [coding = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase())
    const quality = parameters.find((parameter) => parameter.startsWith("q="))
    const accepted = quality === undefined || Number(quality.slice(2)) > 0
    if (coding === "gzip" || coding === "x-gzip") return accepted
    if (coding === "*") wildcard = accepted
  }
  return wildcard ?? false
}
