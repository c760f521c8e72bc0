/** The contract's routes, made at build time by `contractRoutes` (plugins/contractRoutes.ts). */
declare module "virtual:redline/routes" {
  import type { EndpointRoutes } from "@redline/api"

  export const routes: EndpointRoutes
}
