import { channelName, type Envelope, keepsEventLog, parseChannelName, requestedChannel, REWIND_LIMIT, type Watch } from "@redline/domain"
import { createActor, fromCallback, fromPromise } from "xstate"
import {
  type AskConnectionId,
  type Registered,
  type Registration,
  type Resync,
  type RewindPage,
  type RewindRequest,
  type SocketEvent,
  realtimeMachine
} from "../../src/index.ts"
import { SteppingClock } from "./SteppingClock.ts"

/** One socket the machine opened, as the server end sees it. */
export interface FakeSocket {
  readonly openedAt: number
  /** get_connection_id questions received. */
  asks: number
  closed: boolean
  readonly send: (event: SocketEvent) => void
}

export const USER_ID = 7

/** The server's name for a registration: the user's own channels carry the user id. */
export const channelNameOf = (watch: Watch): string => {
  const channel = requestedChannel(watch, USER_ID)
  if (channel === null) throw new Error(`${watch.channel} is watched without its id`)
  return channelName(channel)
}

export const envelope = (channel: string, seq: number, kind = "bid"): Envelope => ({
  channel,
  seq,
  kind,
  data: { seq }
})

export const auction12: Watch = { channel: "auction", auction_id: 12 }

/** Lets promise actors answer and the machine take their answers. */
export const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The realtime machine on a simulated clock, with a fake server behind its
 * socket and calls: each channel that keeps a log has one that register and
 * rewind answer from (the others number nothing: seq 0), and every call and
 * delivery is recorded.
 */
export function realtimeUnderTest(options: { readonly signedIn?: boolean } = {}) {
  const clock = new SteppingClock()
  const sockets: FakeSocket[] = []
  const registrations: Registration[] = []
  const deregistrations: Registration[] = []
  const rewinds: RewindRequest[] = []
  const delivered: Envelope[] = []
  const resyncs: Resync[] = []
  const logs = new Map<string, Envelope[]>()

  const logOf = (channel: string): Envelope[] => {
    const log = logs.get(channel) ?? []
    logs.set(channel, log)
    return log
  }
  const latestSeq = (channel: string) => logOf(channel).at(-1)?.seq ?? 0

  /** How the fake server answers; a test replaces one to refuse or fail. */
  const server = {
    register: async (registration: Registration): Promise<Registered> => {
      const channel = channelNameOf(registration)
      return { channel, seq: latestSeq(channel) }
    },
    deregister: async (_registration: Registration): Promise<unknown> => ({}),
    rewind: async (request: RewindRequest): Promise<RewindPage> => ({
      channel: request.channel,
      events: logOf(request.channel)
        .filter((event) => event.seq > request.since)
        .slice(0, REWIND_LIMIT)
    })
  }

  const machine = realtimeMachine.provide({
    actors: {
      socket: fromCallback<AskConnectionId>(({ sendBack, receive }) => {
        const socket: FakeSocket = { openedAt: clock.now(), asks: 0, closed: false, send: sendBack }
        sockets.push(socket)
        receive(() => {
          socket.asks++
        })
        return () => {
          socket.closed = true
        }
      }),
      register: fromPromise<Registered, Registration>(async ({ input }) => {
        registrations.push(input)
        return server.register(input)
      }),
      deregister: fromPromise<unknown, Registration>(async ({ input }) => {
        deregistrations.push(input)
        return server.deregister(input)
      }),
      rewind: fromPromise<RewindPage, RewindRequest>(async ({ input }) => {
        rewinds.push(input)
        return server.rewind(input)
      })
    },
    actions: {
      deliver: (_, envelope) => {
        delivered.push(envelope)
      },
      resync: (_, resync) => {
        resyncs.push(resync)
      }
    }
  })
  const actor = createActor(machine, { clock, input: { signedIn: options.signedIn ?? false } }).start()

  const socket = (): FakeSocket => {
    const current = sockets.at(-1)
    if (current === undefined) throw new Error("no socket was opened")
    return current
  }

  return {
    actor,
    clock,
    server,
    sockets,
    registrations,
    deregistrations,
    rewinds,
    delivered,
    resyncs,
    socket,
    /** `seq`s delivered so far on `channel`. */
    deliveredSeqs: (channel: string) => delivered.filter((event) => event.channel === channel).map((event) => event.seq),
    /** Appends `count` events to a channel's log on the server (nothing is sent); a channel without a log numbers them 0. */
    publish: (channel: string, count: number): Envelope[] => {
      const type = parseChannelName(channel)?.type
      if (type !== undefined && !keepsEventLog(type)) return Array.from({ length: count }, () => envelope(channel, 0))
      const log = logOf(channel)
      const added = Array.from({ length: count }, (_, index) => envelope(channel, latestSeq(channel) + 1 + index))
      log.push(...added)
      return added
    },
    /** The current socket opens and the server answers the id question. */
    connect: async (connectionId: string) => {
      socket().send({ type: "SOCKET_OPENED" })
      socket().send({ type: "CONNECTION_ID", connectionId })
      await settled()
    },
    /** Sends envelopes down the current socket. */
    push: async (...envelopes: Envelope[]) => {
      for (const event of envelopes) socket().send({ type: "ENVELOPE", envelope: event })
      await settled()
    },
    watch: async (watch: Watch) => {
      actor.send({ type: "WATCH_CHANNEL", watch })
      await settled()
    },
    advance: (ms: number) => clock.advanceTo(clock.now() + ms, settled)
  }
}
