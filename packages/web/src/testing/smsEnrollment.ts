import type { SmsEnrollment } from "@redline/api"

export const SMS_NUMBER = "+15005550006"

/** The SMS enrollment of a user with no number. */
export const noSmsEnrollment = (overrides: Partial<SmsEnrollment> = {}): SmsEnrollment => ({
  phone_number: null,
  new_phone_number: null,
  validated_at: null,
  validation_expires_at: null,
  can_receive_sms: false,
  is_opted_in: true,
  sms_number: SMS_NUMBER,
  ...overrides
})

/** A code just sent to `phone`, a first number. */
export const smsCodeSent = (phone: string, overrides: Partial<SmsEnrollment> = {}): SmsEnrollment =>
  noSmsEnrollment({ phone_number: phone, validation_expires_at: new Date(Date.now() + 10 * 60_000).toISOString(), ...overrides })

/** `phone` verified, texts on. */
export const smsVerified = (phone: string, overrides: Partial<SmsEnrollment> = {}): SmsEnrollment =>
  noSmsEnrollment({ phone_number: phone, validated_at: "2030-03-01T09:00:00.000Z", can_receive_sms: true, ...overrides })
