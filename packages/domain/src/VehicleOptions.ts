/**
 * Vehicle options (spec 1 §9, spec 3 §5). The spec names the labels only; the URL values are
 * our slugs of them, stable because links and saved searches carry them.
 */
export interface VehicleOption<V extends string = string> {
  readonly value: V
  readonly label: string
}

export const TRANSMISSIONS = [
  { value: "automatic", label: "Automatic" },
  { value: "manual", label: "Manual" }
] as const satisfies ReadonlyArray<VehicleOption>

export const BODY_STYLES = [
  { value: "coupe", label: "Coupe" },
  { value: "convertible", label: "Convertible" },
  { value: "hatchback", label: "Hatchback" },
  { value: "sedan", label: "Sedan" },
  { value: "suv-crossover", label: "SUV/Crossover" },
  { value: "truck", label: "Truck" },
  { value: "van-minivan", label: "Van/Minivan" },
  { value: "wagon", label: "Wagon" }
] as const satisfies ReadonlyArray<VehicleOption>

export const DRIVETRAINS = [
  { value: "front-wheel-drive", label: "Front-wheel drive" },
  { value: "rear-wheel-drive", label: "Rear-wheel drive" },
  { value: "4wd-awd", label: "4WD/AWD" }
] as const satisfies ReadonlyArray<VehicleOption>

export type Transmission = (typeof TRANSMISSIONS)[number]["value"]
export type BodyStyle = (typeof BODY_STYLES)[number]["value"]
export type Drivetrain = (typeof DRIVETRAINS)[number]["value"]

/** Seller types travel as numbers (spec 1 §5, §9). */
export const SELLER_TYPES = [
  { key: 1, label: "Private Party" },
  { key: 2, label: "Dealer" }
] as const

export type SellerType = (typeof SELLER_TYPES)[number]["key"]

/** 'Private Party' or 'Dealer' for a listing's seller type; a dealer's own name is not a type. */
export function sellerTypeLabel(key: number): string {
  return SELLER_TYPES.find((type) => type.key === key)?.label ?? ""
}

export const PHOTO_SECTIONS = ["exterior", "interior", "mechanical", "docs", "other"] as const

export type PhotoSection = (typeof PHOTO_SECTIONS)[number]

/** The option whose URL value is `value`, if any. */
export function vehicleOption<O extends VehicleOption>(options: ReadonlyArray<O>, value: string | null | undefined): O | undefined {
  return options.find((option) => option.value === value)
}
