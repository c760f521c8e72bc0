declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http"

  interface Grant {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }

  interface ProviderContext {
    readonly oidc: {
      readonly client: { readonly clientId: string }
      readonly session: { readonly accountId: string; grantIdFor(clientId: string): string | undefined }
      readonly result?: { readonly consent?: { readonly grantId?: string } }
      readonly provider: Provider
    }
  }

  interface Account {
    readonly accountId: string
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>
  }

  interface Interaction {
    readonly uid: string
    readonly prompt: { readonly name: string }
    readonly params: Record<string, unknown>
  }

  interface Configuration {
    readonly adapter?: (model: string) => object
    readonly jwks?: { readonly keys: ReadonlyArray<Record<string, unknown>> }
    readonly interactions?: { readonly url: (ctx: ProviderContext, interaction: Interaction) => string }
    readonly clients: ReadonlyArray<{
      readonly client_id: string
      readonly client_secret: string
      readonly redirect_uris: ReadonlyArray<string>
      readonly grant_types?: ReadonlyArray<string>
      readonly response_types?: ReadonlyArray<string>
    }>
    readonly claims?: Record<string, ReadonlyArray<string>>
    readonly cookies?: { readonly keys: ReadonlyArray<string> }
    readonly conformIdTokenClaims?: boolean
    readonly ttl?: Record<string, number>
    readonly features?: Record<string, { readonly enabled: boolean }>
    readonly findAccount: (ctx: ProviderContext, id: string) => Account | undefined | Promise<Account | undefined>
    readonly loadExistingGrant?: (ctx: ProviderContext) => Promise<Grant | undefined>
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration)
    readonly Grant: {
      new (properties: { readonly clientId: string; readonly accountId: string }): Grant
      find(id: string): Promise<Grant | undefined>
    }
    callback(): (request: IncomingMessage, response: ServerResponse) => void
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: { readonly login: { readonly accountId: string } },
      options: { readonly mergeWithLastSubmission: boolean }
    ): Promise<void>
  }
}
