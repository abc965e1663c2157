// A react-hook-form field inside FormField is named three times (the frame's id and error, the
// control's registration and aria): these give both sets of props from the field's name, with
// one useId for the form.
import { useId } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormRegister } from 'react-hook-form';
import { fieldAria } from './form-field';

/** `N`: the names the form's `errorOf` answers for (its top-level fields). */
export function useFieldProps<T extends FieldValues, N extends Path<T>>(register: UseFormRegister<T>, errorOf: (name: N) => string | undefined) {
  const uid = useId();
  /** The id of the form's part called `name` (a field, or anything else the form labels). */
  const idOf = (name: string) => `${uid}-${name}`;
  return {
    idOf,
    /** FormField's id and error. */
    fieldOf: (name: N) => ({ id: idOf(name), error: errorOf(name) }),
    /** The control's registration and aria; `hint`: described by the hint FormField shows while there is no error. */
    controlOf: (name: N, { hint = false, ...options }: RegisterOptions<T, N> & { hint?: boolean } = {}) => ({
      ...register(name, options),
      ...fieldAria(idOf(name), errorOf(name), hint ? 'hint' : undefined),
    }),
  };
}
