/** An auth form's input (or select) class: bordered, full width, red while its field is wrong. */
export const fieldClass = (invalid: boolean, base: 'input' | 'select' = 'input') => `${base} input-bordered w-full ${invalid ? `${base}-error` : ''}`;
