import type { ShippingAddress } from "@redline/domain"
import type { Ref } from "react"
import { SelectField } from "../ui/SelectField.tsx"
import { STATE_OPTIONS } from "../ui/stateOptions.ts"
import { TextField } from "../ui/TextField.tsx"

interface AddressFieldsProps {
  readonly address: ShippingAddress
  readonly onChange: (field: keyof ShippingAddress, value: string) => void
  readonly firstFieldRef: Ref<HTMLInputElement>
}

/**
 * The winner's delivery address, part by part as the spec names them. The spec's address
 * autocomplete loads a maps places script from the internet, which the embedded marketplace
 * can't reach, so the address is typed; the browser's own autofill still helps.
 */
export function AddressFields({ address, onChange, firstFieldRef }: AddressFieldsProps) {
  return (
    <div className="shipping-address">
      <TextField
        ref={firstFieldRef}
        className="shipping-address__number"
        label="Street number"
        value={address.street_number}
        onChange={(event) => onChange("street_number", event.target.value)}
        inputMode="numeric"
      />
      <TextField
        className="shipping-address__street"
        label="Street"
        value={address.street}
        onChange={(event) => onChange("street", event.target.value)}
      />
      <TextField
        className="shipping-address__city"
        label="City"
        value={address.city}
        onChange={(event) => onChange("city", event.target.value)}
        autoComplete="address-level2"
      />
      <SelectField
        className="shipping-address__state"
        label="State"
        value={address.state}
        options={STATE_OPTIONS}
        autoComplete="address-level1"
        onChange={(event) => onChange("state", event.target.value)}
      />
      <TextField
        className="shipping-address__zip"
        label="Zip code"
        value={address.zip_code}
        onChange={(event) => onChange("zip_code", event.target.value)}
        inputMode="numeric"
        autoComplete="postal-code"
      />
    </div>
  )
}
