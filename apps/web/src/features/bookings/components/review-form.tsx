// The buyer of a completed booking rates its seller, once: 1 to 5 stars and an optional comment that
// shows on the seller's page.
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { REVIEW_COMMENT_MAX_LENGTH, reviewInputSchema } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { FormField, fieldAria } from '@/components/form/form-field';
import { FieldError } from '@/components/form/field-error';
import { BusyButton } from '@/components/ui/busy-button';
import { ErrorLine } from '@/components/ui/error-line';
import { usePostReview } from '../api/post-review';

// A radio's value is a string ("4"), whatever the input asks: react-hook-form does not convert it.
const reviewFormSchema = reviewInputSchema.omit({ bookingId: true }).extend({
  rating: z.preprocess((value) => (typeof value === 'string' && value !== '' ? Number(value) : value), reviewInputSchema.shape.rating),
});
type ReviewFormInput = z.input<typeof reviewFormSchema>;
type ReviewFormOutput = z.output<typeof reviewFormSchema>;

const STARS = [1, 2, 3, 4, 5] as const;

export function ReviewForm({ bookingId, sellerName }: { bookingId: string; sellerName: string }) {
  const { t } = useTranslation(['deals', 'common']);
  const uid = useId();
  const postReview = usePostReview({ onSuccess: () => toast.success(t('review.posted')) });
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ReviewFormInput, unknown, ReviewFormOutput>({ resolver: zodResolver(reviewFormSchema), defaultValues: { comment: '' } });
  const comment = useWatch({ control, name: 'comment' }) ?? '';

  const onSubmit = handleSubmit(({ rating, comment: text }) => {
    setServerError(null);
    postReview.mutate(
      { bookingId, rating, ...(text ? { comment: text } : {}) },
      {
        onError: (err) => setServerError(apiErrorMessage(err)),
      },
    );
  });

  const busy = postReview.isPending;
  const ratingError = errors.rating?.message;
  const commentError = errors.comment?.message;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${uid}-title`} className="space-y-4">
      <h2 id={`${uid}-title`} className="text-lg font-semibold">
        {t('review.heading', { name: sellerName })}
      </h2>
      <fieldset disabled={busy} aria-describedby={ratingError ? `${uid}-rating-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">{t('review.rating')}</legend>
        {/* daisyUI's star rating: each star is a radio named for its count. */}
        <div className="rating rating-lg gap-1">
          {STARS.map((stars) => (
            <input
              key={stars}
              {...register('rating')}
              type="radio"
              value={stars}
              aria-label={t('review.stars', { count: stars })}
              className="mask mask-star-2 bg-warning"
            />
          ))}
        </div>
        <FieldError id={`${uid}-rating-error`} message={ratingError} />
      </fieldset>
      <FormField
        id={`${uid}-comment`}
        label={t('review.comment')}
        error={commentError}
        hint={t('common:characters', { length: comment.length, max: REVIEW_COMMENT_MAX_LENGTH })}
      >
        <textarea
          {...register('comment')}
          {...fieldAria(`${uid}-comment`, commentError, 'hint')}
          rows={3}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          className="textarea w-full"
          disabled={busy}
        />
      </FormField>
      <ErrorLine message={serverError} />
      <BusyButton busy={busy} className="btn btn-primary">
        {t('review.submit')}
      </BusyButton>
    </form>
  );
}
