import type { Session } from "@redline/api"
import { useMutation } from "@tanstack/react-query"
import { useSetAtom } from "jotai"
import { requestJson } from "../api/request.ts"
import { storedSessionAtom, storedSessionOf } from "../session/sessionAtom.ts"

export interface Credentials {
  readonly email: string
  readonly password: string
}

/** The right password for an account whose e-mail is still to be confirmed: no session until it is (spec 2 §4). */
export interface AwaitingConfirmation {
  readonly email: string
  readonly confirm_key: string
}

export const isSession = (answer: Session | AwaitingConfirmation): answer is Session => "access_key" in answer

/** Signs in with e-mail and password and keeps the session. */
export function useSignIn() {
  const setStoredSession = useSetAtom(storedSessionAtom)
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      requestJson<Session | AwaitingConfirmation>("/v1/auth/login", { method: "POST", body: credentials }),
    onSuccess: (answer) => {
      if (isSession(answer)) setStoredSession(storedSessionOf(answer))
    }
  })
}
