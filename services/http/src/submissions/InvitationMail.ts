import type { OutgoingMessage } from "@redline/infra"
import { email } from "../mail/templates/Email.ts"
import { link, paragraph } from "../mail/templates/MailBlocks.ts"

/** To a seller a sell inquiry was made for: their application, prefilled, one click away. */
export const invitationMail = (
  site: string,
  to: { readonly email: string; readonly firstName: string },
  title: string,
  path: string
): OutgoingMessage =>
  email({
    site,
    to: to.email,
    subject: `Sell your ${title} on Redline`,
    blocks: [
      paragraph(`Hi ${to.firstName},`),
      paragraph(`We've started an application to sell your ${title} on Redline. Check what we filled in, add the rest and send it to us:`),
      paragraph(link(`${site}${path}`)),
      paragraph("The link works for 30 days.")
    ]
  })
