import { useSessionClient } from "../session/useSessionClient.ts"
import type { Api } from "./api.ts"

/**
 * The contract's endpoints, called as the signed-in user: the session's access key goes along as
 * a bearer token, and the keys are refreshed as spec 2 §7 says (see `createSessionClient`). A
 * session the server no longer knows is dropped and the page shows the visitor's view. Without a
 * session, a visitor's call.
 */
export function useApi(): Api {
  return useSessionClient().api
}
