declare module "@20minutes/s3rver" {
  import type { AddressInfo } from "node:net"

  interface S3rverOptions {
    readonly address?: string
    readonly port?: number
    readonly directory?: string
    readonly silent?: boolean
    readonly configureBuckets?: ReadonlyArray<{ readonly name: string; readonly configs?: ReadonlyArray<string> }>
  }

  /** The part of Koa's context the guard in front of s3rver's router reads and writes. */
  export interface S3rverContext {
    readonly method: string
    readonly query: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>
    get(header: string): string
    status: number
    type: string
    body: unknown
  }

  export default class S3rver {
    constructor(options: S3rverOptions)
    /** Koa's middleware, run in order; s3rver's router is the last. */
    readonly middleware: Array<(ctx: S3rverContext, next: () => Promise<void>) => Promise<void>>
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}

declare module "@20minutes/s3rver/lib/models/account.js" {
  /** s3rver's one account and the key pairs it signs with (S3RVER/S3RVER unless changed). */
  const account: {
    readonly DUMMY_ACCOUNT: {
      createKeyPair(accessKeyId: string, secretAccessKey: string): void
      revokeAccessKey(accessKeyId: string): void
    }
  }
  export default account
}
