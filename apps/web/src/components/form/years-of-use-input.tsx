// Years of use, typed (the listing form's, the price guide's): a number of years, fractions too
// (1.5), never below 0, with a decimal keypad on phones.
import type { ComponentProps } from 'react';

type YearsOfUseInputProps = Omit<ComponentProps<'input'>, 'type' | 'inputMode' | 'min' | 'step' | 'className'>;

export function YearsOfUseInput(props: YearsOfUseInputProps) {
  return <input {...props} type="number" inputMode="decimal" min={0} step="any" className="input w-full" />;
}
