/**
 * Where people reach the shipping desk when an instant quote can't help (spec 1 §8 asks for
 * contact by e-mail or phone without giving them): the addresses of the embedded marketplace.
 */
export const SHIPPING_CONTACT = {
  email: "shipping@redline.local",
  phone: "(888) 555-0142",
  phoneHref: "tel:+18885550142"
} as const
