import { atomWithStorage } from "jotai/utils"

/** The visitor's 'Do Not Sell or Share' choice; kept on the device so it holds before sign-in. */
export const privacyOptOutAtom = atomWithStorage("redline.privacy-opt-out", false, undefined, { getOnInit: true })
