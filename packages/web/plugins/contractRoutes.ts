import { endpointRoutes, RedlineApi } from "@redline/api"
import type { Plugin } from "vite"

const MODULE_ID = "virtual:redline/routes"
const RESOLVED_ID = `\0${MODULE_ID}`

/** Each endpoint as one string, 'METHOD /path': the table is in the first page, and shorter so. */
const routeTable = () =>
  Object.fromEntries(Object.entries(endpointRoutes(RedlineApi)).map(([name, { method, path }]) => [name, `${method} ${path}`]))

/**
 * Serves `virtual:redline/routes`: the method and path of every endpoint, read off the contract
 * (`RedlineApi`) when the app is built, so the browser gets the table as plain data and none of
 * the Effect code that describes it. Its type is in src/api/routes.d.ts.
 */
export function contractRoutes(): Plugin {
  return {
    name: "redline:contract-routes",
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export const routes = ${JSON.stringify(routeTable())}\n` : undefined)
  }
}
