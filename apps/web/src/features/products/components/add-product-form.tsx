// The listing form (spec §2, messages §5), for a new listing and for editing one (given the
// listing, it starts from its values and saves only what changed): the photos are uploaded first,
// with progress, then the listing is written. The IMEI is checked as it is typed (a listing's IMEI
// is shown, not edited), and for a device with one the seller says whether it is registered in NEIR;
// the price guide (given by the app) follows the device name, condition, years of use and NEIR status.
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { BRANDS, CATEGORIES, CONDITIONS, IMEI_REQUIRED_CATEGORIES, brandFromDeviceName, type ApiError, type Product } from '@mobile-planet/shared';
import { formatToday } from '@/lib/dates';
import { apiErrorMessage, isApiRequestError } from '@/lib/api-client';
import { translateFieldErrors } from '@/lib/translate-message';
import { ConditionOptions } from '@/components/form/condition-options';
import { FormField } from '@/components/form/form-field';
import { useFieldProps } from '@/components/form/use-field-props';
import { YearsOfUseInput } from '@/components/form/years-of-use-input';
import { BusyButton } from '@/components/ui/busy-button';
import { ErrorLine } from '@/components/ui/error-line';
import { useCreateListing } from '../api/create-product';
import { useUpdateListing } from '../api/update-product';
import {
  ADD_PRODUCT_FIELD_NAMES,
  addProductFormSchema,
  editProductFormSchema,
  type AddProductFormInput as FormInput,
  type AddProductFormOutput as FormOutput,
} from '../utils/add-product-schema';
import { ImeiFields } from './imei-fields';
import { NeirField } from './neir-field';
import { PhotosField } from './photos-field';

/** What the device is, as typed so far: the price guide's question. */
interface DeviceSoFar {
  deviceName: string;
  condition: string;
  yearsOfUse: string;
  /** The NEIR status chosen, '' for none (yet, or not asked). */
  neir: string;
}

/** Renders the price guide for the device being listed (the app gives it; this feature does not own the guide). */
export type PriceGuideSlot = (device: DeviceSoFar) => ReactNode;

interface AddProductFormProps {
  sellerName: string;
  priceGuide?: PriceGuideSlot;
  /** Editing this listing (its owner's view): the form starts from it and saves the changes. */
  listing?: Product;
}

/** The form's values for a listing being edited: its own, its photos as they are. */
function valuesOf(listing: Product): FormInput {
  return {
    deviceName: listing.deviceName,
    brand: listing.brand,
    sellerName: listing.sellerName,
    category: listing.category,
    condition: listing.condition,
    resalePrice: String(listing.resalePrice),
    originalPrice: String(listing.originalPrice),
    yearsOfUse: String(listing.yearsOfUse),
    Contact: listing.Contact,
    Location: listing.Location,
    description: listing.description,
    postedDate: listing.postedDate,
    imei: '',
    imei2: '',
    // A listing made before sellers were asked has none: no choice made yet.
    neir: listing.neir ?? '',
    photos: listing.photos.map((url) => ({ key: url, url })),
  };
}

export function AddProductForm({ sellerName, priceGuide, listing }: AddProductFormProps) {
  const { t } = useTranslation(['products', 'common']);
  const navigate = useNavigate();
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
    formState: { errors, dirtyFields },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(listing ? editProductFormSchema : addProductFormSchema),
    defaultValues: listing ? valuesOf(listing) : {
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
      neir: '',
      photos: [],
    },
  });

  // The brand follows the device name as it is typed ("Galaxy A54" → Samsung) until the seller
  // picks one in the select: from then on it is theirs.
  // A listing being edited has its brand already: it is the seller's.
  const [brandPicked, setBrandPicked] = useState(listing !== undefined);

  const createListing = useCreateListing({ onUploadProgress: setUploadPercent });
  const updateListing = useUpdateListing({ onUploadProgress: setUploadPercent });
  const busy = createListing.isPending || updateListing.isPending;
  const uploading = busy && uploadPercent !== null && uploadPercent < 100;

  const save = async ({ photos, ...fields }: FormOutput) => {
    if (!listing) {
      await createListing.mutateAsync({ fields, photos });
      toast.success(t('products:productAdded', { device: fields.deviceName }));
      return;
    }
    // Only what the seller changed (never the IMEIs: an edit's form has none): another field
    // changed elsewhere meanwhile stays as it is.
    const changed = Object.fromEntries(Object.entries(fields).filter(([name]) => dirtyFields[name as keyof FormInput]));
    await updateListing.mutateAsync({ id: listing._id, fields: changed, ...(dirtyFields.photos ? { photos } : {}) });
    toast.success(t('products:productUpdated', { device: fields.deviceName }));
  };

  const onSubmit = handleSubmit(async (values) => {
    // With no new photo to upload, the bar says the listing is being saved.
    setUploadPercent(values.photos.some((photo) => 'file' in photo) ? 0 : 100);
    setFormError(null);
    try {
      await save(values);
      void navigate('/dashboard/my-products');
    } catch (err) {
      if (!showServerFieldErrors(err, setError, { editing: listing !== undefined })) setFormError(apiErrorMessage(err));
      toast.error(apiErrorMessage(err));
    } finally {
      setUploadPercent(null);
    }
  });

  const err = (name: keyof FormInput) => errors[name]?.message;
  const { idOf, fieldOf, controlOf } = useFieldProps(register, err);
  // useWatch, not watch(): a subscription React can memoize around (watch() opts the form out).
  const [category, deviceName, condition, yearsOfUse, imei, neir] = useWatch({
    control,
    name: ['category', 'deviceName', 'condition', 'yearsOfUse', 'imei', 'neir'],
  });
  // NEIR registers a device by its IMEI: asked of a device that has one, or must (a phone).
  const withImei = listing
    ? Boolean(listing.imeiLast4)
    : (IMEI_REQUIRED_CATEGORIES as readonly string[]).includes(String(category)) || (typeof imei === 'string' && imei.trim() !== '');

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <fieldset disabled={busy} className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <legend className="sr-only">{t('form.details')}</legend>
        <FormField {...fieldOf('deviceName')} label={t('form.deviceName')}>
          <input
            {...controlOf('deviceName', {
              onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
                if (!brandPicked) setValue('brand', brandFromDeviceName(e.target.value));
              },
            })}
            type="text"
            className="input w-full"
            placeholder={t('form.deviceNamePlaceholder')}
            autoComplete="off"
          />
        </FormField>
        <FormField {...fieldOf('brand')} label={t('form.brand')} hint={t('form.brandHint')}>
          <select
            {...controlOf('brand', {
              hint: true,
              onChange: () => {
                setBrandPicked(true);
              },
            })}
            className="select w-full"
          >
            {BRANDS.map((b) => (
              <option key={b} value={b}>
                {b === 'Other' ? t('form.brandOther') : b}
              </option>
            ))}
          </select>
        </FormField>
        <FormField {...fieldOf('sellerName')} label={t('form.sellerName')}>
          <input {...controlOf('sellerName')} type="text" className="input w-full" autoComplete="name" />
        </FormField>
        <FormField {...fieldOf('category')} label={t('form.category')}>
          <select
            {...controlOf('category', {
              // A tablet's IMEI is optional: a phone's "required" goes (or comes) with the category.
              onChange: () => {
                if (errors.imei) void trigger('imei');
              },
            })}
            className="select w-full"
          >
            {CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {t(`common:categories.${c.id}`)}
              </option>
            ))}
          </select>
        </FormField>
        {listing ? (
          <ImeiLocked imeiLast4={listing.imeiLast4} />
        ) : (
          <ImeiFields
            idOf={idOf}
            category={category}
            register={register}
            trigger={trigger}
            errors={{ imei: err('imei'), imei2: err('imei2') }}
          />
        )}
        {withImei ? <NeirField id={idOf('neir')} register={register} error={err('neir')} /> : null}
        <FormField {...fieldOf('condition')} label={t('form.condition')}>
          <select {...controlOf('condition')} className="select w-full">
            <ConditionOptions />
          </select>
        </FormField>
        <FormField {...fieldOf('resalePrice')} label={t('form.resalePrice')}>
          <input
            {...controlOf('resalePrice')}
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
            neir: withImei && typeof neir === 'string' ? neir : '',
          })}
        </FormField>
        <FormField {...fieldOf('originalPrice')} label={t('form.originalPrice')}>
          <input
            {...controlOf('originalPrice')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="input w-full"
            placeholder={t('form.originalPricePlaceholder')}
          />
        </FormField>
        <FormField {...fieldOf('yearsOfUse')} label={t('form.yearsOfUse')}>
          <YearsOfUseInput {...controlOf('yearsOfUse')} placeholder={t('form.yearsOfUsePlaceholder')} />
        </FormField>
        <FormField {...fieldOf('Contact')} label={t('form.contact')}>
          {/* tel, not number: a number input would drop the leading 0 of 01XXXXXXXXX. */}
          <input
            {...controlOf('Contact')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            className="input w-full"
            placeholder={t('form.contactPlaceholder')}
          />
        </FormField>
        <FormField {...fieldOf('Location')} label={t('form.location')}>
          <input
            {...controlOf('Location')}
            type="text"
            className="input w-full"
            placeholder={t('form.locationPlaceholder')}
            autoComplete="address-level2"
          />
        </FormField>
        <FormField {...fieldOf('description')} label={t('form.description')} className="md:row-span-2">
          <textarea
            {...controlOf('description')}
            rows={4}
            className="textarea min-h-28 w-full flex-1"
            placeholder={t('form.descriptionPlaceholder')}
          />
        </FormField>
        <FormField {...fieldOf('postedDate')} label={t('form.postedDate')}>
          <input {...controlOf('postedDate')} type="text" className="input w-full" />
        </FormField>
        <Controller
          control={control}
          name="photos"
          render={({ field }) => (
            <PhotosField
              id={idOf('photos')}
              photos={field.value}
              onChange={(photos) => {
                field.onChange(photos);
                if (errors.photos) void trigger('photos');
              }}
              error={errors.photos?.message}
              disabled={busy}
            />
          )}
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
        {listing ? t('form.save') : t('form.submit')}
      </BusyButton>
    </form>
  );
}

/** An edited listing's IMEI: shown by its last four digits, never changed (a different device is a new listing). */
function ImeiLocked({ imeiLast4 }: { imeiLast4: string | undefined }) {
  const { t } = useTranslation('products');
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium">{t('imei.label')}</span>
      <p className="text-sm">{imeiLast4 ? t('edit.imeiLast4', { last4: imeiLast4 }) : t('edit.noImei')}</p>
      <p className="text-xs text-base-content/70">{t('edit.imeiLocked')}</p>
    </div>
  );
}

/**
 * Puts the API's refusals under the matching inputs: an upload's under Photos, 400 `errors` by
 * field, a new listing's 409 (the IMEI is on another seller's listing) under IMEI; an edit's 409
 * (sold, hidden or changed meanwhile) belongs to no field. false: none belonged to a field.
 */
function showServerFieldErrors(
  err: unknown,
  setError: (name: Path<FormInput>, e: { message: string }) => void,
  { editing }: { editing: boolean },
): boolean {
  if (!isApiRequestError(err)) return false;
  if (err.url === '/images') {
    setError('photos', { message: apiErrorMessage(err) });
    return true;
  }
  let placed = false;
  const fieldMessages = translateFieldErrors(err.data as Partial<ApiError> | undefined);
  for (const [field, message] of Object.entries(fieldMessages)) {
    // `img` and `photos.{i}` are the photos' (one message under the photo list).
    const name = field === 'img' || field.startsWith('photos.') ? 'photos' : field;
    if ((ADD_PRODUCT_FIELD_NAMES as string[]).includes(name)) {
      setError(name as keyof FormInput, { message });
      placed = true;
    }
  }
  if (!placed && !editing && err.status === 409) {
    setError('imei', { message: apiErrorMessage(err) });
    placed = true;
  }
  return placed;
}
