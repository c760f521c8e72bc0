/** The build's version, set by vite.config.ts. */
declare const __APP_VERSION__: string
