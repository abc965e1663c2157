// A saved search's name: the save dialog's one field and the inline rename, checked by the shared
// schema the API checks it with (1 to 60 characters).
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { savedSearchRenameSchema } from '@mobile-planet/shared';
import { FormField, fieldAria } from '@/components/form/form-field';
import { BusyButton } from '@/components/ui/busy-button';

interface SearchNameFormProps {
  /** The field's label (visible). */
  label: string;
  defaultName: string;
  submitLabel: string;
  cancelLabel: string;
  busy: boolean;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

export function SearchNameForm({ label, defaultName, submitLabel, cancelLabel, busy, onSubmit, onCancel }: SearchNameFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string }>({ resolver: zodResolver(savedSearchRenameSchema), defaultValues: { name: defaultName } });
  const error = errors.name?.message;
  return (
    <form className="space-y-3" noValidate onSubmit={(e) => void handleSubmit(({ name }) => onSubmit(name))(e)}>
      <FormField id={id} label={label} error={error}>
        <input type="text" className={`input input-bordered w-full ${error ? 'input-error' : ''}`} autoFocus {...fieldAria(id, error)} {...register('name')} />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          {cancelLabel}
        </button>
        <BusyButton busy={busy} className="btn btn-primary btn-sm">
          {submitLabel}
        </BusyButton>
      </div>
    </form>
  );
}
