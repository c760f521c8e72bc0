import { VERIFICATION_CODE_MINUTES } from "@redline/domain"

/** The texts Redline sends. Short: one SMS segment where it can. */

export const verificationCodeText = (code: string) =>
  `Your Redline verification code is ${code}. It expires in ${VERIFICATION_CODE_MINUTES} minutes.`

/** The answer to HELP: what these texts are, where to manage them, how to stop them. */
export const helpText = (publicUrl: string) =>
  `Redline alerts: outbid, closing soon and saved search texts. Manage them at ${publicUrl}/account/settings. ` +
  "Msg&data rates may apply. Reply STOP to stop, START to resume."

/** A saved search matched a car that just went live. */
export const savedSearchMatchText = (auction: { readonly title: string; readonly link: string }) =>
  `Redline: ${auction.title} just went live and matches your saved search. ${auction.link}`
