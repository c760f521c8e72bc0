export * from "./ApiHandler.ts"
export type { SocketData } from "./OpenSockets.ts"
export * from "./Gateway.ts"
export * from "./PortInUse.ts"
