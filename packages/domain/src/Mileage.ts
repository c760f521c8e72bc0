const miles = new Intl.NumberFormat("en-US")

/** An auction without a mileage shows 'TMU', true mileage unknown (spec 1 §2). */
export function mileageText(mileage: number | null): string {
  return mileage === null ? "TMU" : `${miles.format(mileage)} Miles`
}
