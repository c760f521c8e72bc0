import type { Envelope, Watch } from "@redline/domain"
import { watchKey } from "@redline/machines"
import { useSelector } from "@xstate/react"
import { useEffect, useEffectEvent } from "react"
import { useRealtime } from "./RealtimeContext.ts"

/**
 * Watches a channel while the component is mounted; `onEnvelope` hears each
 * of its envelopes once, in order. Components watching the same channel share
 * one registration.
 */
export function useChannel(watch: Watch, onEnvelope?: (envelope: Envelope) => void): void {
  const { actor, routes } = useRealtime()
  const key = watchKey(watch)

  // keyed by the channel, not the object: a new object for the same channel is the same watch
  const currentWatch = useEffectEvent(() => watch)
  useEffect(() => {
    const watched = currentWatch()
    actor.send({ type: "WATCH_CHANNEL", watch: watched })
    return () => actor.send({ type: "UNWATCH_CHANNEL", watch: watched })
  }, [actor, key])

  // envelopes carry the server's name for the channel, known once it registered
  const name = useSelector(actor, (snapshot) => snapshot.context.channels[key]?.name ?? null)
  const hear = useEffectEvent((envelope: Envelope) => onEnvelope?.(envelope))
  useEffect(() => (name === null ? undefined : routes.channels.add(name, (envelope) => hear(envelope))), [routes, name])
}
