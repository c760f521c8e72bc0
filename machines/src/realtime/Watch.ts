import { channelName, requestedChannel, type Watch } from "@redline/domain"

/**
 * Tells watches apart. It equals the server's channel name except for the
 * signed-in user's own channels (`notifications`, `messages`), whose names
 * carry a user id only the server knows.
 */
export const watchKey = (watch: Watch): string => {
  const channel = requestedChannel(watch, null)
  return channel === null ? watch.channel : channelName(channel)
}
