import { assign, type DoneActorEvent, enqueueActions, type ErrorActorEvent, fromCallback, fromPromise, setup } from "xstate"
import {
  callId,
  type ChannelSet,
  type ChannelStep,
  type ChannelTimer,
  channelRegistered,
  deregistered,
  disconnectChannels,
  gapExpired,
  keyOfCall,
  receiveEnvelope,
  registrationFailed,
  reregisterChannels,
  retryRegistration,
  rewindFailed,
  rewound,
  settleChannels,
  timerId,
  unwatchChannel,
  watchChannel
} from "./Channels.ts"
import type { Envelope } from "@redline/domain"
import { type Registered, type Registration, type Resync, type RewindPage, type RewindRequest, UnknownConnection } from "./RealtimeCalls.ts"
import { REALTIME_TIMING, reconnectDelay } from "./RealtimeTiming.ts"
import type { AskConnectionId, SocketEvent } from "./SocketMessages.ts"
import type { Watch } from "@redline/domain"

export interface RealtimeContext extends ChannelSet {
  /** Failed connection attempts since the last good connection: the back-off exponent. */
  readonly reconnects: number
  /** get_connection_id questions the current socket left unanswered. */
  readonly idAsks: number
}

export interface RealtimeInput {
  readonly signedIn: boolean
}

/** What the app tells the machine. */
export type RealtimeCommand =
  | { readonly type: "WATCH_CHANNEL"; readonly watch: Watch }
  | { readonly type: "UNWATCH_CHANNEL"; readonly watch: Watch }
  | { readonly type: "SIGNED_IN" }
  | { readonly type: "SIGNED_OUT" }
  | { readonly type: "PAGE_HIDDEN" }
  | { readonly type: "PAGE_VISIBLE" }

/** What the machine raises to itself: a channel's timers, and deliveries in the order its steps found them. */
type RealtimeInternalEvent =
  | { readonly type: ChannelTimer; readonly key: string }
  | { readonly type: "DELIVER"; readonly envelope: Envelope }
  | { readonly type: "RESYNC"; readonly resync: Resync }

/** The answers of the channels' HTTP calls, each from a child actor named `${call}.${watch key}`. */
type ChannelCallEvent =
  | DoneActorEvent<Registered, `register.${string}`>
  | ErrorActorEvent<unknown, `register.${string}`>
  | DoneActorEvent<RewindPage, `rewind.${string}`>
  | ErrorActorEvent<unknown, `rewind.${string}`>
  | DoneActorEvent<unknown, `deregister.${string}`>
  | ErrorActorEvent<unknown, `deregister.${string}`>

export type RealtimeEvent = RealtimeCommand | SocketEvent | RealtimeInternalEvent | ChannelCallEvent

const notProvided = (effect: string) => new Error(`The realtime ${effect} is provided by the app.`)

/**
 * The page's realtime connection (spec 2 §4): one socket to `/ws`, the
 * connection id it answers, and the channels the app watches, registered over
 * HTTP with that id. Per channel, envelopes are delivered once each and in
 * `seq` order; a gap is waited on for `gapResync`, then rewound; a rewind that
 * fails resyncs the channel. The socket reconnects with a doubling back-off; a
 * page hidden for `hiddenDeregister` lets go of its on-screen channels and
 * rewinds them when it is back; signing in or out registers everything again.
 *
 * The app provides the effects: the `socket` (a callback actor sending
 * `SocketEvent`s), the `register`, `deregister` and `rewind` calls (promise
 * actors; `register` throws `UnknownConnection` when the server doesn't know
 * the id), and the `deliver(envelope)` and `resync({ channel, watch })` actions.
 */
export const realtimeMachine = setup({
  types: {
    context: {} as RealtimeContext,
    events: {} as RealtimeEvent,
    input: {} as RealtimeInput
  },
  actors: {
    socket: fromCallback<AskConnectionId>(() => {
      throw notProvided("socket")
    }),
    register: fromPromise<Registered, Registration>(() => Promise.reject(notProvided("register call"))),
    deregister: fromPromise<unknown, Registration>(() => Promise.reject(notProvided("deregister call"))),
    rewind: fromPromise<RewindPage, RewindRequest>(() => Promise.reject(notProvided("rewind call")))
  },
  actions: {
    deliver: (_, _envelope: Envelope) => {
      throw notProvided("deliver action")
    },
    resync: (_, _resync: Resync) => {
      throw notProvided("resync action")
    },
    applyChannelStep: enqueueActions(({ enqueue }, step: ChannelStep) => {
      enqueue.assign({ channels: step.channels })
      for (const work of step.work) {
        switch (work.type) {
          case "register":
          case "deregister":
            enqueue.spawnChild(work.type, { id: callId(work.type, work.key), input: work.registration })
            break
          case "rewind":
            enqueue.spawnChild("rewind", { id: callId("rewind", work.key), input: work.request })
            break
          case "abandon":
            enqueue.stopChild(callId(work.call, work.key))
            break
          case "deliver":
            enqueue.raise({ type: "DELIVER", envelope: work.envelope })
            break
          case "resync":
            enqueue.raise({ type: "RESYNC", resync: work.resync })
            break
          case "schedule":
            enqueue.raise({ type: work.timer, key: work.key }, { id: timerId(work.timer, work.key), delay: work.delay })
            break
          case "unschedule":
            enqueue.cancel(timerId(work.timer, work.key))
            break
        }
      }
    }),
    askConnectionId: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ idAsks: context.idAsks + 1 })
      enqueue.sendTo("socket", { type: "ASK_CONNECTION_ID" })
    })
  },
  guards: {
    mayAskAgain: ({ context }) => context.idAsks < REALTIME_TIMING.connectionIdAsks,
    registersPublic: ({ context }) => context.access === "public",
    registersPrivate: ({ context }) => context.access === "private",
    connectionUnknown: ({ event }) => "error" in event && event.error instanceof UnknownConnection
  },
  delays: {
    connectionIdWait: REALTIME_TIMING.connectionIdWait,
    reconnect: ({ context }) => reconnectDelay(context.reconnects),
    stableConnection: REALTIME_TIMING.stableConnection,
    hiddenDeregister: REALTIME_TIMING.hiddenDeregister
  }
}).createMachine({
  id: "realtime",
  type: "parallel",
  context: ({ input }) => ({
    connectionId: null,
    access: input.signedIn ? "private" : "public",
    parked: false,
    channels: {},
    reconnects: 0,
    idAsks: 0
  }),
  on: {
    WATCH_CHANNEL: {
      actions: { type: "applyChannelStep", params: ({ context, event }) => watchChannel(context, event.watch) }
    },
    UNWATCH_CHANNEL: {
      actions: { type: "applyChannelStep", params: ({ context, event }) => unwatchChannel(context, event.watch) }
    },
    SIGNED_IN: {
      guard: "registersPublic",
      actions: [assign({ access: "private" }), { type: "applyChannelStep", params: ({ context }) => reregisterChannels(context) }]
    },
    SIGNED_OUT: {
      guard: "registersPrivate",
      actions: [assign({ access: "public" }), { type: "applyChannelStep", params: ({ context }) => reregisterChannels(context) }]
    },
    ENVELOPE: {
      actions: { type: "applyChannelStep", params: ({ context, event }) => receiveEnvelope(context, event.envelope) }
    },
    GAP_EXPIRED: {
      actions: { type: "applyChannelStep", params: ({ context, event }) => gapExpired(context, event.key) }
    },
    REGISTER_RETRY: {
      actions: { type: "applyChannelStep", params: ({ context, event }) => retryRegistration(context, event.key) }
    },
    DELIVER: { actions: { type: "deliver", params: ({ event }) => event.envelope } },
    RESYNC: { actions: { type: "resync", params: ({ event }) => event.resync } },
    "xstate.done.actor.register.*": {
      actions: {
        type: "applyChannelStep",
        params: ({ context, event }) => channelRegistered(context, keyOfCall("register", event.actorId), event.output)
      }
    },
    // An unknown connection is handled by `connection.online`: it needs a new socket.
    "xstate.error.actor.register.*": {
      actions: {
        type: "applyChannelStep",
        params: ({ context, event }) => registrationFailed(context, keyOfCall("register", event.actorId))
      }
    },
    "xstate.done.actor.rewind.*": {
      actions: {
        type: "applyChannelStep",
        params: ({ context, event }) => rewound(context, keyOfCall("rewind", event.actorId), event.output)
      }
    },
    "xstate.error.actor.rewind.*": {
      actions: {
        type: "applyChannelStep",
        params: ({ context, event }) => rewindFailed(context, keyOfCall("rewind", event.actorId))
      }
    },
    "xstate.done.actor.deregister.*": {
      actions: {
        type: "applyChannelStep",
        params: ({ context, event }) => deregistered(context, keyOfCall("deregister", event.actorId))
      }
    },
    "xstate.error.actor.deregister.*": {
      actions: {
        type: "applyChannelStep",
        params: ({ context, event }) => deregistered(context, keyOfCall("deregister", event.actorId))
      }
    }
  },
  states: {
    connection: {
      initial: "online",
      states: {
        online: {
          entry: assign({ idAsks: 0 }),
          invoke: { id: "socket", src: "socket", onError: "offline" },
          on: {
            SOCKET_CLOSED: "offline",
            "xstate.error.actor.register.*": { guard: "connectionUnknown", target: "offline" }
          },
          initial: "opening",
          states: {
            opening: { on: { SOCKET_OPENED: "identifying" } },
            identifying: {
              entry: "askConnectionId",
              after: {
                connectionIdWait: [
                  { guard: "mayAskAgain", target: "identifying", reenter: true },
                  { target: "#realtime.connection.offline" }
                ]
              },
              on: {
                CONNECTION_ID: {
                  target: "connected",
                  actions: [
                    assign({ connectionId: ({ event }) => event.connectionId }),
                    { type: "applyChannelStep", params: ({ context }) => settleChannels(context) }
                  ]
                }
              }
            },
            connected: {
              after: { stableConnection: { actions: assign({ reconnects: 0 }) } }
            }
          }
        },
        offline: {
          entry: [assign({ connectionId: null }), { type: "applyChannelStep", params: ({ context }) => disconnectChannels(context) }],
          after: {
            reconnect: { target: "online", actions: assign({ reconnects: ({ context }) => context.reconnects + 1 }) }
          }
        }
      }
    },
    visibility: {
      initial: "visible",
      states: {
        visible: { on: { PAGE_HIDDEN: "hidden" } },
        hidden: {
          on: { PAGE_VISIBLE: "visible" },
          after: { hiddenDeregister: "parked" }
        },
        parked: {
          entry: [assign({ parked: true }), { type: "applyChannelStep", params: ({ context }) => settleChannels(context) }],
          exit: [assign({ parked: false }), { type: "applyChannelStep", params: ({ context }) => settleChannels(context) }],
          on: { PAGE_VISIBLE: "visible" }
        }
      }
    }
  }
})
