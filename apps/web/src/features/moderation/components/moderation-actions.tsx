// What an Admin does with an open case, always with a note the seller reads: dismiss it, hide the
// listing, or block the seller (after a confirm: it hides all their listings).
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { MODERATION_ACTIONS, moderationActionSchema, type ModerationAction, type ModerationCase } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { FormField, fieldAria } from '@/components/form/form-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorLine } from '@/components/ui/error-line';
import { useActOnCase } from '../api/act-on-case';
import { actionDone, actionLabel } from '../utils/moderation-words';

const noteSchema = moderationActionSchema.pick({ note: true });
type NoteValues = { note: string };

const BUTTON_TONE: Record<ModerationAction, string> = {
  dismiss: 'btn btn-outline',
  hide: 'btn btn-warning',
  block: 'btn btn-error',
};

interface ModerationActionsProps {
  item: ModerationCase;
  /** The case's title (its listing's name): each button is described by it, as every case has the same three. */
  titleId: string;
}

export function ModerationActions({ item, titleId }: ModerationActionsProps) {
  const { t } = useTranslation(['moderation', 'common']);
  const uid = useId();
  const act = useActOnCase({ onSuccess: (_closed, { action }) => toast.success(actionDone(action)) });
  const [serverError, setServerError] = useState<string | null>(null);
  // A block waits here, with its note, for the Admin's confirm.
  const [blockNote, setBlockNote] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NoteValues>({ resolver: zodResolver(noteSchema), defaultValues: { note: '' } });

  const send = (action: ModerationAction, note: string) => {
    setServerError(null);
    act.mutate(
      { caseId: item._id, action, note },
      {
        onSettled: () => setBlockNote(null),
        onError: (err) => setServerError(apiErrorMessage(err)),
      },
    );
  };

  const choose = (action: ModerationAction) =>
    void handleSubmit(({ note }) => {
      if (action === 'block') setBlockNote(note);
      else send(action, note);
    })();

  const busy = act.isPending;
  const noteError = errors.note?.message;
  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate className="space-y-3 border-t border-base-300 pt-4" aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`} className="text-sm font-semibold">
        {t('actions.title')}
      </h3>
      <FormField id={`${uid}-note`} label={t('actions.note')} error={noteError} hint={t('moderation:moderationNoteHint')}>
        <textarea {...register('note')} {...fieldAria(`${uid}-note`, noteError, 'hint')} rows={2} maxLength={1000} className="textarea w-full" disabled={busy} />
      </FormField>
      <ErrorLine message={serverError} />
      <div className="flex flex-wrap gap-2">
        {MODERATION_ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            disabled={busy}
            className={`${BUTTON_TONE[action]} btn-sm`}
            onClick={() => choose(action)}
            aria-describedby={titleId}
          >
            {busy && act.variables?.action === action ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : null}
            {actionLabel(action)}
          </button>
        ))}
      </div>
      <ConfirmDialog
        open={blockNote !== null}
        title={t('actions.blockTitle', { name: item.seller.name })}
        message={t('actions.blockMessage')}
        confirmLabel={actionLabel('block')}
        pending={busy}
        onConfirm={() => {
          if (blockNote !== null) send('block', blockNote);
        }}
        onCancel={() => setBlockNote(null)}
      />
    </form>
  );
}
