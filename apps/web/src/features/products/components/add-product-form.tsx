// The Add Product form (spec §2, messages §5): photo upload first, with progress, then the listing.
// The IMEI is checked as it is typed; the price guide (given by the app) follows the device name,
// condition and years of use.
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { BRANDS, CATEGORIES, CONDITIONS, IMAGE_MIME_TYPES, brandFromDeviceName, type ApiError } from '@mobile-planet/shared';
import { formatToday } from '@/lib/dates';
import { apiErrorMessage, isApiRequestError } from '@/lib/api-client';
import { translateFieldErrors } from '@/lib/translate-message';
import { FormField, fieldAria } from '@/components/form/form-field';
import { BusyButton } from '@/components/ui/busy-button';
import { ErrorLine } from '@/components/ui/error-line';
import { useCreateListing } from '../api/create-product';
import {
  ADD_PRODUCT_FIELD_NAMES,
  addProductFormSchema,
  type AddProductFormInput as FormInput,
  type AddProductFormOutput as FormOutput,
} from '../utils/add-product-schema';
import { ImeiFields } from './imei-fields';

/** What the device is, as typed so far: the price guide's question. */
interface DeviceSoFar {
  deviceName: string;
  condition: string;
  yearsOfUse: string;
}

/** Renders the price guide for the device being listed (the app gives it; this feature does not own the guide). */
export type PriceGuideSlot = (device: DeviceSoFar) => ReactNode;

interface AddProductFormProps {
  sellerName: string;
  priceGuide?: PriceGuideSlot;
}

export function AddProductForm({ sellerName, priceGuide }: AddProductFormProps) {
  const { t } = useTranslation(['products', 'common']);
  const navigate = useNavigate();
  const uid = useId();
  const idOf = (name: string) => `${uid}-${name}`;
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  // A refusal that belongs to no field (a blocked seller's 403): it stays, unlike the toast.
  const [formError, setFormError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    trigger,
    control,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(addProductFormSchema),
    defaultValues: {
      deviceName: '',
      brand: brandFromDeviceName(''),
      sellerName,
      category: CATEGORIES[0]?.id,
      condition: CONDITIONS[0],
      resalePrice: '',
      originalPrice: '',
      yearsOfUse: '',
      Contact: '',
      Location: '',
      description: '',
      postedDate: formatToday(),
      imei: '',
      imei2: '',
    },
  });

  // The brand follows the device name as it is typed ("Galaxy A54" → Samsung) until the seller
  // picks one in the select: from then on it is theirs.
  const [brandPicked, setBrandPicked] = useState(false);

  const createListing = useCreateListing({ onUploadProgress: setUploadPercent });
  const busy = createListing.isPending;
  const uploading = busy && uploadPercent !== null && uploadPercent < 100;

  const onSubmit = handleSubmit(async ({ photo, ...fields }) => {
    const file = photo.item(0);
    if (!file) return;
    setUploadPercent(0);
    setFormError(null);
    try {
      await createListing.mutateAsync({ fields, photo: file });
      toast.success(t('products:productAdded', { device: fields.deviceName }));
      void navigate('/dashboard/my-products');
    } catch (err) {
      if (!showServerFieldErrors(err, setError)) setFormError(apiErrorMessage(err));
      toast.error(apiErrorMessage(err));
    } finally {
      setUploadPercent(null);
    }
  });

  const err = (name: keyof FormInput) => errors[name]?.message;
  // useWatch, not watch(): a subscription React can memoize around (watch() opts the form out).
  const [photo, category, deviceName, condition, yearsOfUse] = useWatch({
    control,
    name: ['photo', 'category', 'deviceName', 'condition', 'yearsOfUse'],
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <fieldset disabled={busy} className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <legend className="sr-only">{t('form.details')}</legend>
        <FormField id={idOf('deviceName')} label={t('form.deviceName')} error={err('deviceName')}>
          <input
            {...register('deviceName', {
              onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
                if (!brandPicked) setValue('brand', brandFromDeviceName(e.target.value));
              },
            })}
            {...fieldAria(idOf('deviceName'), err('deviceName'))}
            type="text"
            className="input w-full"
            placeholder={t('form.deviceNamePlaceholder')}
            autoComplete="off"
          />
        </FormField>
        <FormField id={idOf('brand')} label={t('form.brand')} error={err('brand')} hint={t('form.brandHint')}>
          <select
            {...register('brand', {
              onChange: () => {
                setBrandPicked(true);
              },
            })}
            {...fieldAria(idOf('brand'), err('brand'), 'hint')}
            className="select w-full"
          >
            {BRANDS.map((b) => (
              <option key={b} value={b}>
                {b === 'Other' ? t('form.brandOther') : b}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={idOf('sellerName')} label={t('form.sellerName')} error={err('sellerName')}>
          <input
            {...register('sellerName')}
            {...fieldAria(idOf('sellerName'), err('sellerName'))}
            type="text"
            className="input w-full"
            autoComplete="name"
          />
        </FormField>
        <FormField id={idOf('category')} label={t('form.category')} error={err('category')}>
          <select
            {...register('category', {
              // A tablet's IMEI is optional: a phone's "required" goes (or comes) with the category.
              onChange: () => {
                if (errors.imei) void trigger('imei');
              },
            })}
            {...fieldAria(idOf('category'), err('category'))}
            className="select w-full"
          >
            {CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {t(`common:categories.${c.id}`)}
              </option>
            ))}
          </select>
        </FormField>
        <ImeiFields
          idOf={idOf}
          category={category}
          register={register}
          trigger={trigger}
          errors={{ imei: err('imei'), imei2: err('imei2') }}
        />
        <FormField id={idOf('condition')} label={t('form.condition')} error={err('condition')}>
          <select {...register('condition')} {...fieldAria(idOf('condition'), err('condition'))} className="select w-full">
            {CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {t(`common:conditions.${c}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={idOf('resalePrice')} label={t('form.resalePrice')} error={err('resalePrice')}>
          <input
            {...register('resalePrice')}
            {...fieldAria(idOf('resalePrice'), err('resalePrice'))}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="input w-full"
            placeholder={t('form.resalePricePlaceholder')}
          />
          {priceGuide?.({
            deviceName: typeof deviceName === 'string' ? deviceName : '',
            condition: typeof condition === 'string' ? condition : '',
            yearsOfUse: yearsOfUse === undefined || yearsOfUse === null ? '' : String(yearsOfUse as string | number),
          })}
        </FormField>
        <FormField id={idOf('originalPrice')} label={t('form.originalPrice')} error={err('originalPrice')}>
          <input
            {...register('originalPrice')}
            {...fieldAria(idOf('originalPrice'), err('originalPrice'))}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="input w-full"
            placeholder={t('form.originalPricePlaceholder')}
          />
        </FormField>
        <FormField id={idOf('yearsOfUse')} label={t('form.yearsOfUse')} error={err('yearsOfUse')}>
          <input
            {...register('yearsOfUse')}
            {...fieldAria(idOf('yearsOfUse'), err('yearsOfUse'))}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            className="input w-full"
            placeholder={t('form.yearsOfUsePlaceholder')}
          />
        </FormField>
        <FormField id={idOf('Contact')} label={t('form.contact')} error={err('Contact')}>
          {/* tel, not number: a number input would drop the leading 0 of 01XXXXXXXXX. */}
          <input
            {...register('Contact')}
            {...fieldAria(idOf('Contact'), err('Contact'))}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            className="input w-full"
            placeholder={t('form.contactPlaceholder')}
          />
        </FormField>
        <FormField id={idOf('Location')} label={t('form.location')} error={err('Location')}>
          <input
            {...register('Location')}
            {...fieldAria(idOf('Location'), err('Location'))}
            type="text"
            className="input w-full"
            placeholder={t('form.locationPlaceholder')}
            autoComplete="address-level2"
          />
        </FormField>
        <FormField id={idOf('description')} label={t('form.description')} error={err('description')} className="md:row-span-2">
          <textarea
            {...register('description')}
            {...fieldAria(idOf('description'), err('description'))}
            rows={4}
            className="textarea min-h-28 w-full flex-1"
            placeholder={t('form.descriptionPlaceholder')}
          />
        </FormField>
        <FormField id={idOf('postedDate')} label={t('form.postedDate')} error={err('postedDate')}>
          <input
            {...register('postedDate')}
            {...fieldAria(idOf('postedDate'), err('postedDate'))}
            type="text"
            className="input w-full"
          />
        </FormField>
        <PhotoField
          id={idOf('photo')}
          error={err('photo')}
          files={photo}
          inputProps={register('photo')}
        />
      </fieldset>

      {uploadPercent !== null && (
        <div className="space-y-1" aria-live="polite">
          <label htmlFor={idOf('progress')} className="text-sm">
            {uploading ? t('form.uploading', { percent: uploadPercent }) : t('form.saving')}
          </label>
          <progress id={idOf('progress')} className="progress progress-primary w-full" value={uploadPercent} max={100} />
        </div>
      )}

      <ErrorLine message={formError} />
      <BusyButton busy={busy} className="btn btn-primary w-full sm:w-auto">
        {t('form.submit')}
      </BusyButton>
    </form>
  );
}

interface PhotoFieldProps {
  id: string;
  error?: string;
  files: FileList | undefined;
  inputProps: UseFormRegisterReturn<'photo'>;
}

function PhotoField({ id, error, files, inputProps }: PhotoFieldProps) {
  const { t } = useTranslation(['products', 'common']);
  const file = files?.item(0) ?? null;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  // A file the browser cannot draw gets no preview rather than a broken image.
  const [undrawable, setUndrawable] = useState<string | null>(null);

  return (
    <FormField id={id} label={t('form.photo')} error={error} hint={t('form.photoHint')} className="md:col-span-2">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <input
          {...inputProps}
          {...fieldAria(id, error, 'hint')}
          type="file"
          accept={IMAGE_MIME_TYPES.join(',')}
          className="file-input w-full"
        />
        {preview && preview !== undrawable && (
          <img
            onError={() => setUndrawable(preview)}
            src={preview}
            alt={t('form.photoPreview')}
            className="h-20 w-20 shrink-0 rounded-box border border-base-300 object-cover"
          />
        )}
      </div>
    </FormField>
  );
}

/**
 * Puts the API's refusals under the matching inputs: the upload's under Photo, 400 `errors` by
 * field, a 409 (the IMEI is on another seller's listing) under IMEI. false: none belonged to a field.
 */
function showServerFieldErrors(err: unknown, setError: (name: Path<FormInput>, e: { message: string }) => void): boolean {
  if (!isApiRequestError(err)) return false;
  if (err.url === '/images') {
    setError('photo', { message: apiErrorMessage(err) });
    return true;
  }
  let placed = false;
  const fieldMessages = translateFieldErrors(err.data as Partial<ApiError> | undefined);
  for (const [field, message] of Object.entries(fieldMessages)) {
    const name = field === 'img' ? 'photo' : field;
    if ((ADD_PRODUCT_FIELD_NAMES as string[]).includes(name)) {
      setError(name as keyof FormInput, { message });
      placed = true;
    }
  }
  if (!placed && err.status === 409) {
    setError('imei', { message: apiErrorMessage(err) });
    placed = true;
  }
  return placed;
}
