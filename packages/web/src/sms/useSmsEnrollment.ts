import type { SmsEnrollment } from "@redline/api"
import { smsEnrollmentMachine, type SmsEnrollmentStart } from "@redline/machines"
import { useQueryClient } from "@tanstack/react-query"
import { useMachine } from "@xstate/react"
import { useStore } from "jotai"
import { useEffect, useEffectEvent, useMemo } from "react"
import { fromPromise } from "xstate"
import { accountKeys } from "../account/accountQueries.ts"
import { useApi } from "../api/useApi.ts"
import { savedSearchKeys } from "../savedSearch/savedSearchQueries.ts"
import { readerIdAtom } from "../session/readerId.ts"
import { smsKeys, smsQueries } from "./smsQueries.ts"
import { refusingSms } from "./smsRefusal.ts"

/**
 * The SMS enrollment flow (`smsEnrollmentMachine`) with the API calls behind it. What each call
 * answers becomes the cached enrollment, so every place asking whether the user can receive
 * texts sees it; the saved searches and the notification settings, which carry the same answer,
 * are read again. The flow reads
 * the enrollment again when the page comes back into view: a STOP or START texted from the
 * phone meanwhile shows. It opens where `startAt` says; `onVerified` hears of a number verified.
 */
export function useSmsEnrollment({
  startAt = "idle",
  onVerified
}: { readonly startAt?: SmsEnrollmentStart; readonly onVerified?: (enrollment: SmsEnrollment) => void } = {}) {
  const api = useApi()
  const store = useStore()
  const queryClient = useQueryClient()
  const machine = useMemo(() => {
    // as whoever is signed in when the call is made: the flow outlives a sign-in
    const answered = (enrollment: SmsEnrollment) => {
      const reader = store.get(readerIdAtom)
      queryClient.setQueryData(smsKeys.enrollment(reader), enrollment)
      void queryClient.invalidateQueries({ queryKey: savedSearchKeys.list(reader) })
      // a verified number turns the outbid and closing-soon texts on
      void queryClient.invalidateQueries({ queryKey: accountKeys.settings(reader) })
      return enrollment
    }
    return smsEnrollmentMachine.provide({
      actors: {
        loadEnrollment: fromPromise(() => refusingSms(queryClient.fetchQuery(smsQueries.enrollment(api, store.get(readerIdAtom))))),
        sendCode: fromPromise(async ({ input }) =>
          answered(await refusingSms(api("sms.sendCode", { body: { phone_number: input.phone } })))
        ),
        changeNumber: fromPromise(async ({ input }) =>
          answered(await refusingSms(api("sms.changePhoneNumber", { body: { phone_number: input.phone } })))
        ),
        confirmCode: fromPromise(async ({ input }) => answered(await refusingSms(api("sms.confirm", { body: { code: input.code } })))),
        deleteEnrollment: fromPromise(async () => answered(await refusingSms(api("sms.remove"))))
      }
    })
  }, [api, queryClient, store])
  const [state, send, actor] = useMachine(machine, { input: { startAt } })

  const verified = useEffectEvent((enrollment: SmsEnrollment) => onVerified?.(enrollment))
  useEffect(() => actor.on("verified", ({ enrollment }) => verified(enrollment)).unsubscribe, [actor])

  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === "visible") send({ type: "REFRESH" })
    }
    document.addEventListener("visibilitychange", refresh)
    return () => document.removeEventListener("visibilitychange", refresh)
  }, [send])

  return [state, send] as const
}

export type SmsEnrollmentState = ReturnType<typeof useSmsEnrollment>[0]
export type SmsEnrollmentSend = ReturnType<typeof useSmsEnrollment>[1]
