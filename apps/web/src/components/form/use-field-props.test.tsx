// A field named once: FormField's label, the control's id, its error (tied by aria-describedby and
// aria-invalid) and its hint all follow from the field's name.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './form-field';
import { useFieldProps } from './use-field-props';

type Values = { model: string; city: string };

function Form({ onCity }: { onCity: (city: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { model: '', city: '' } });
  const { idOf, fieldOf, controlOf } = useFieldProps(register, (name: keyof Values) => errors[name]?.message);
  return (
    <form onSubmit={(event) => void handleSubmit(() => undefined)(event)} aria-describedby={idOf('note')}>
      <p id={idOf('note')}>All fields</p>
      <FormField {...fieldOf('model')} label="Model" hint="As on the box">
        <input {...controlOf('model', { hint: true, required: 'Say the model' })} />
      </FormField>
      <FormField {...fieldOf('city')} label="City">
        <input {...controlOf('city', { onChange: (e: React.ChangeEvent<HTMLInputElement>) => onCity(e.target.value) })} />
      </FormField>
      <button type="submit">Go</button>
    </form>
  );
}

describe('useFieldProps', () => {
  it('labels the control and ties it to its hint, then to its error', async () => {
    render(<Form onCity={() => undefined} />);
    const model = screen.getByLabelText('Model');
    expect(document.getElementById(model.getAttribute('aria-describedby') ?? '')?.textContent).toBe('As on the box');
    expect(model.hasAttribute('aria-invalid')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(model.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(model.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Say the model');
  });

  it('registers the control with its options, and gives the form ids for its other parts', async () => {
    const onCity = vi.fn();
    render(<Form onCity={onCity} />);
    const city = screen.getByLabelText('City');
    expect(city.hasAttribute('aria-describedby')).toBe(false);
    await userEvent.type(city, 'D');
    expect(onCity).toHaveBeenCalledWith('D');
    expect(city.closest('form')?.getAttribute('aria-describedby')).toBe(screen.getByText('All fields').id);
  });
});
