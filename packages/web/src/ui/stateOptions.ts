import { US_STATES } from "@redline/domain"

/** The states for an address's state field, with none chosen until the person picks one. */
export const STATE_OPTIONS = [{ value: "", label: "Choose…" }, ...US_STATES.map((state) => ({ value: state.code, label: state.name }))]
