// The listing form's NEIR status: is the phone registered in NEIR (to an NID)? Two radios and no
// default, so the seller says it rather than leaves a guess standing. Shown only for a device that
// has (or must have) an IMEI: NEIR registers a device by its IMEI (the shared neirRules).
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NEIR_STATUSES } from '@mobile-planet/shared';
import { translateMessage } from '@/lib/translate-message';
import type { AddProductFormInput } from '../utils/add-product-schema';

interface NeirFieldProps {
  id: string;
  register: UseFormRegister<AddProductFormInput>;
  error?: string | undefined;
}

export function NeirField({ id, register, error }: NeirFieldProps) {
  const { t } = useTranslation('products');
  const describedBy = error ? `${id}-error` : `${id}-hint`;
  return (
    // A radio group: the legend names it, each radio's label names the choice.
    <fieldset className="flex flex-col gap-1" aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-medium">{t('neir.legend')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {NEIR_STATUSES.map((status) => (
          <label key={status} className="flex cursor-pointer items-center gap-2">
            {/* Unregistered when hidden (a tablet without an IMEI), so a hidden choice is never sent. */}
            <input
              {...register('neir', { shouldUnregister: true })}
              type="radio"
              value={status}
              aria-invalid={error ? true : undefined}
              className="radio radio-sm radio-primary"
            />
            <span>{t(`neir.${status}`)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-error">
          {translateMessage(error)}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-base-content/70">
          {t('neir.hint')}
        </p>
      )}
    </fieldset>
  );
}
