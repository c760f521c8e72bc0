import { type createStore, useStore } from "jotai"
import { readStoredSession, storedSessionAtom } from "./sessionAtom.ts"
import { createSessionClient, type SessionClient } from "./sessionClient.ts"

type Store = ReturnType<typeof createStore>

// One client per Jotai store, so every call of the page shares its refresh in flight.
const clients = new WeakMap<Store, SessionClient>()

function sessionClientOf(store: Store): SessionClient {
  let client = clients.get(store)
  if (client === undefined) {
    client = createSessionClient({ read: readStoredSession, write: (session) => store.set(storedSessionAtom, session) })
    clients.set(store, client)
  }
  return client
}

/** The page's API client for the signed-in user's calls, bound to the session kept in the Jotai store. */
export function useSessionClient(): SessionClient {
  return sessionClientOf(useStore())
}
