// GET /images/{id}?w=: the widths the API serves a photo at, and what the query refuses.
import { fieldErrors, IMAGE_WIDTH_MESSAGE, IMAGE_WIDTHS, imageQuerySchema, MSG } from '../src';

const errorsOf = (value: unknown) => {
  const r = imageQuerySchema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error);
};

test('the widths are ascending, and each is taken as a number', () => {
  expect([...IMAGE_WIDTHS].sort((a, b) => a - b)).toEqual([...IMAGE_WIDTHS]);
  expect(imageQuerySchema.parse({})).toEqual({});
  for (const w of IMAGE_WIDTHS) expect(imageQuerySchema.parse({ w: String(w) })).toEqual({ w });
});

test.each([['300'], ['0320'], ['abc'], [''], ['1e3'], ['99999999']])('w=%s is refused with the list of widths', (w) => {
  expect(errorsOf({ w })).toEqual({ w: IMAGE_WIDTH_MESSAGE });
});

test('a repeated or object-shaped w, and any other parameter, are refused', () => {
  expect(errorsOf({ w: ['320', '640'] })).toEqual({ w: IMAGE_WIDTH_MESSAGE });
  expect(errorsOf({ w: { $ne: '1' } })).toEqual({ w: IMAGE_WIDTH_MESSAGE });
  expect(errorsOf({ width: '320' })).toEqual({ width: MSG.queryParamUnknown });
});
