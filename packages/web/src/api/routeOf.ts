import type { EndpointName } from "@redline/api"
import { routes } from "virtual:redline/routes"

/** The method and path of the contract's endpoint `name`, from the table built with the app ('METHOD /path'). */
export function routeOf(name: EndpointName): { readonly method: string; readonly path: string } {
  const route = routes[name]
  const space = route.indexOf(" ")
  return { method: route.slice(0, space), path: route.slice(space + 1) }
}
