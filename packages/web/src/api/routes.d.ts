/** The contract's routes, made at build time by `contractRoutes` (plugins/contractRoutes.ts): 'METHOD /path' by endpoint. */
declare module "virtual:redline/routes" {
  import type { EndpointName } from "@redline/api"

  export const routes: { readonly [N in EndpointName]: string }
}
