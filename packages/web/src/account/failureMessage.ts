import { Messages } from "@redline/domain"
import { ApiError } from "../api/request.ts"

/** Why a save failed: the server's own words, or that it couldn't be reached. */
export const failureMessage = (error: unknown): string => (error instanceof ApiError ? error.message : Messages.connectionFailed)
