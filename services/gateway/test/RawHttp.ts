import { request } from "node:http"

export interface RawResponse {
  readonly status: number
  readonly headers: Record<string, string | Array<string> | undefined>
  readonly body: Buffer
}

/** HTTP as sent: no path normalisation and no transparent decompression, unlike fetch. */
export const rawRequest = (
  port: number,
  path: string,
  /** `localAddress`: the address the request comes from (any of 127.0.0.0/8 on Linux), to be another client. */
  options: { readonly method?: string; readonly headers?: Record<string, string>; readonly localAddress?: string } = {}
): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: options.method ?? "GET",
        headers: options.headers ?? {},
        ...(options.localAddress === undefined ? {} : { localAddress: options.localAddress })
      },
      (response) => {
        const chunks: Array<Buffer> = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
        response.on("error", reject)
      }
    )
    outgoing.on("error", reject)
    outgoing.end()
  })
