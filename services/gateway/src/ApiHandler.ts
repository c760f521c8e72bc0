import { Context } from "effect"

/**
 * The HTTP API as a web-standard handler (built by the composition root with
 * `HttpApiBuilder.toWebHandler`). The gateway hands it every `/api` request;
 * the API maps its own failures to responses. A function handed in rather
 * than a service with a layer of its own, so a plain tag.
 */
export class ApiHandler extends Context.Tag("@redline/gateway/ApiHandler")<
  ApiHandler,
  { readonly handle: (request: Request) => Promise<Response> }
>() {}
