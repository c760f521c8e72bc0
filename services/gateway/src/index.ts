export * from "./ApiHandler.ts"
export { type Connection, Connections, type SocketData } from "./Connections.ts"
export * from "./Gateway.ts"
export * from "./PortInUse.ts"
