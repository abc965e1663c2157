import type { ZodError } from 'zod';

/** One message per field (the first), keyed by the field's dotted path: the API's `errors`. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const at = issue.path.map(String).join('.');
    // A strict object's unknown keys are named one by one (`?x[$ne]=` → errors['x[$ne]']).
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => (at ? `${at}.${k}` : k)) : [at || '_'];
    for (const key of keys) if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
