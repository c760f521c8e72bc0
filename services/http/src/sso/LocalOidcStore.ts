interface Stored {
  readonly payload: Record<string, unknown>
  readonly expiresAt: number
}

/**
 * Where the local OpenID Connect provider keeps its sessions, interactions, codes and tokens: in
 * memory, as a stand-in provider that forgets everything on restart may. An adapter in
 * oidc-provider's sense, one per model, all in one map.
 */
export const localOidcStore = () => {
  const entries = new Map<string, Stored>()
  const live = (key: string) => {
    const entry = entries.get(key)
    if (entry === undefined) return undefined
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key)
      return undefined
    }
    return entry.payload
  }
  const findBy = (field: string, value: unknown, prefix: string) => {
    for (const [key, entry] of entries) if (key.startsWith(prefix) && entry.payload[field] === value) return live(key)
    return undefined
  }

  return (model: string) => {
    const key = (id: string) => `${model}:${id}`
    return {
      upsert: async (id: string, payload: Record<string, unknown>, expiresIn?: number) => {
        entries.set(key(id), { payload, expiresAt: expiresIn === undefined ? Infinity : Date.now() + expiresIn * 1000 })
      },
      find: async (id: string) => live(key(id)),
      findByUid: async (uid: string) => findBy("uid", uid, `${model}:`),
      findByUserCode: async (userCode: string) => findBy("userCode", userCode, `${model}:`),
      consume: async (id: string) => {
        const payload = live(key(id))
        if (payload !== undefined) payload["consumed"] = Math.floor(Date.now() / 1000)
      },
      destroy: async (id: string) => {
        entries.delete(key(id))
      },
      revokeByGrantId: async (grantId: string) => {
        for (const [stored, entry] of entries) if (entry.payload["grantId"] === grantId) entries.delete(stored)
      }
    }
  }
}
