import { useAtomValue, useSetAtom } from "jotai"
import { useCallback } from "react"
import { errorCodes } from "../api/errorCodes.ts"
import { ApiError, type RequestOptions, requestJson } from "../api/request.ts"
import { sessionAtom, storedSessionAtom } from "./sessionAtom.ts"

/**
 * Calls the API as the signed-in user: the session's access key goes along as a bearer token.
 * A 'not signed in' answer to a call that carried a key means the key expired or was revoked,
 * so the session is dropped and the page shows the visitor's view.
 */
export function useSessionRequest() {
  const session = useAtomValue(sessionAtom)
  const setStoredSession = useSetAtom(storedSessionAtom)
  return useCallback(
    async <T>(path: string, options: Omit<RequestOptions, "accessKey"> = {}): Promise<T> => {
      const accessKey = session?.access_key ?? null
      try {
        return await requestJson<T>(path, { ...options, accessKey })
      } catch (error) {
        if (accessKey !== null && error instanceof ApiError && error.errorCode === errorCodes.unauthorized) {
          setStoredSession(null)
        }
        throw error
      }
    },
    [session, setStoredSession]
  )
}
