// The spec's §5 messages come out of the shared schemas letter for letter.
import {
  bookingFormSchema,
  fieldErrors,
  loginSchema,
  newsletterSchema,
  productFieldsSchema,
  productEditSchema,
  productInputSchema,
  signUpSchema,
  brandFromDeviceName,
  listingsQuerySchema,
  searchableWords,
  searchTerms,
  indexTerms,
  imeiLast4,
  MSG,
} from '../src';

const errorsOf = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error as never);
};

describe('login', () => {
  test('required and length messages', () => {
    expect(errorsOf(loginSchema, {})).toEqual({ email: 'Email Address is required', password: 'Password required' });
    expect(errorsOf(loginSchema, { email: '', password: '' })).toEqual({ email: 'Email Address is required', password: 'Password required' });
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: 'short' })).toEqual({ password: 'Password must be 8 characters or long' });
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: '12345678' })).toEqual({});
  });
});

describe('sign-up', () => {
  const ok = { name: 'Rahim', email: 'rahim@example.com', role: 'Buyer', password: 'Abcdef1!' };
  const weak = 'Password must be strong. hints: At least one uppercase, one lowercase, one digit and one special character need to provided.';
  test('required messages', () => {
    expect(errorsOf(signUpSchema, { role: 'Buyer' })).toEqual({ name: 'Name is required', email: 'Email Address is required', password: 'Password required' });
  });
  test.each(['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Abc1!', 'Abcdef1?'])('weak password %s', (password) => {
    expect(errorsOf(signUpSchema, { ...ok, password })).toEqual({ password: weak });
  });
  test('a strong password with each special character passes', () => {
    for (const c of '!@#$%^&*') expect(errorsOf(signUpSchema, { ...ok, password: `Abcdef1${c}` })).toEqual({});
  });
  test('Admin cannot be chosen', () => {
    expect(errorsOf(signUpSchema, { ...ok, role: 'Admin' })).toEqual({ role: 'Role must be Buyer or Seller' });
  });
  test('email is lower-cased', () => {
    expect(signUpSchema.parse({ ...ok, email: 'Rahim@Example.COM' }).email).toBe('rahim@example.com');
  });
});

describe('add product', () => {
  const valid = {
    deviceName: 'Samsung Galaxy A54', sellerName: 'Karim', category: 'smartphone', condition: 'good', resalePrice: '32000',
    originalPrice: '45000', yearsOfUse: '1', Contact: '01711223344', Location: 'Dhaka', description: 'Clean', postedDate: '2026-11-22',
    imei: '490154203237518', neir: 'registered',
  };
  test('every required message of spec §5', () => {
    expect(errorsOf(productFieldsSchema, { category: 'smartphone', condition: 'good' })).toEqual({
      deviceName: 'Device name is required',
      sellerName: 'Seller name is required',
      resalePrice: 'Resale price is required',
      originalPrice: 'Original price is required',
      yearsOfUse: 'Duration is required',
      Contact: 'Contact number is required',
      Location: 'Location is required',
      description: 'Description is required',
      postedDate: 'Date is required',
    });
    expect(errorsOf(productInputSchema, { ...valid })).toEqual({ img: 'Photo is required' });
  });
  test('form strings become numbers; the contact keeps its leading 0', () => {
    const parsed = productFieldsSchema.parse(valid);
    expect(parsed).toMatchObject({ resalePrice: 32000, originalPrice: 45000, yearsOfUse: 1, Contact: '01711223344' });
  });
  test('bad values get clear messages', () => {
    expect(errorsOf(productFieldsSchema, { ...valid, resalePrice: '-5', Contact: '12ab' })).toEqual({
      resalePrice: 'Price must be a whole number of taka between 1 and 10,000,000',
      Contact: 'Contact number must be 6 to 15 digits',
    });
  });
  test('an operator object is refused', () => {
    expect(Object.keys(errorsOf(productFieldsSchema, { ...valid, deviceName: { $ne: null } }))).toEqual(['deviceName']);
  });
  test('the IMEI rule: 15 digits with a Luhn check digit, required for phones, optional for tablets, a second one different', () => {
    const img = '/images/0123456789abcdef01234567';
    expect(errorsOf(productInputSchema, { ...valid, img, imei: '49-015420-323751-8' })).toEqual({});
    expect(errorsOf(productInputSchema, { ...valid, img, imei: '490154203237519' })).toEqual({ imei: MSG.imeiCheckDigit });
    expect(errorsOf(productInputSchema, { ...valid, img, imei: '49015420323751' })).toEqual({ imei: MSG.imeiLength });
    expect(errorsOf(productInputSchema, { ...valid, img, imei: '49015420323751X' })).toEqual({ imei: MSG.imeiLength });
    expect(errorsOf(productInputSchema, { ...valid, img, imei: '' })).toEqual({ imei: MSG.imeiRequired });
    expect(errorsOf(productInputSchema, { ...valid, img, category: 'tablet', imei: '', neir: '' })).toEqual({});
    expect(errorsOf(productInputSchema, { ...valid, img, imei2: '490154203237518' })).toEqual({ imei2: MSG.imeiSame });
    expect(errorsOf(productInputSchema, { ...valid, img, imei2: '356938035643809' })).toEqual({});
    expect(imeiLast4('490154203237518')).toBe('7518');
  });

  test('the NEIR rule: stated for every device with an IMEI (phones always), never for one without', () => {
    const img = '/images/0123456789abcdef01234567';
    expect(errorsOf(productInputSchema, { ...valid, img, neir: 'unregistered' })).toEqual({});
    expect(errorsOf(productInputSchema, { ...valid, img, neir: undefined })).toEqual({ neir: MSG.neirRequired });
    // The form's unchosen radio group is no choice.
    expect(errorsOf(productInputSchema, { ...valid, img, neir: '' })).toEqual({ neir: MSG.neirRequired });
    // A phone without its IMEI hears of both.
    expect(errorsOf(productInputSchema, { ...valid, img, imei: '', neir: '' })).toEqual({ imei: MSG.imeiRequired, neir: MSG.neirRequired });
    // A tablet with an IMEI (a SIM slot) states it; one without has none to state.
    expect(errorsOf(productInputSchema, { ...valid, img, category: 'tablet', neir: '' })).toEqual({ neir: MSG.neirRequired });
    expect(errorsOf(productInputSchema, { ...valid, img, category: 'tablet', imei: '', neir: 'registered' })).toEqual({ neir: MSG.neirNeedsImei });
    for (const neir of ['yes', 'Registered', null, 1, { $ne: null }]) {
      expect(errorsOf(productInputSchema, { ...valid, img, neir })).toEqual({ neir: MSG.neirInvalid });
    }
  });

  test('only our own image paths are accepted', () => {
    const img = '/images/0123456789abcdef01234567';
    expect(errorsOf(productInputSchema, { ...valid, img })).toEqual({});
    expect(errorsOf(productInputSchema, { ...valid, img: `http://127.0.0.1:5000${img}` })).toEqual({});
    // Behind nginx or vite preview the API's public address is the site's /api.
    expect(errorsOf(productInputSchema, { ...valid, img: `https://mobileplanet.example/api${img}` })).toEqual({});
    expect(errorsOf(productInputSchema, { ...valid, img: 'https://evil.example/x.png' })).toEqual({ img: 'Image must be an uploaded image URL' });
  });

  test('photos: 1 to 6, each once, img (if sent too) the first', () => {
    const photo = (n: number) => `/images/0123456789abcdef0123456${n}`;
    const six = [1, 2, 3, 4, 5, 6].map(photo);
    expect(errorsOf(productInputSchema, { ...valid, photos: six })).toEqual({});
    expect(errorsOf(productInputSchema, { ...valid, img: photo(1), photos: six })).toEqual({});
    expect(errorsOf(productInputSchema, { ...valid, photos: [...six, photo(7)] })).toEqual({ photos: MSG.photosTooMany });
    expect(errorsOf(productInputSchema, { ...valid, photos: [] })).toEqual({ photos: MSG.photoRequired });
    expect(errorsOf(productInputSchema, { ...valid, photos: [photo(1), photo(1)] })).toEqual({ photos: MSG.photosRepeated });
    expect(errorsOf(productInputSchema, { ...valid, img: photo(2), photos: six })).toEqual({ img: MSG.coverNotFirst });
    expect(errorsOf(productInputSchema, { ...valid, photos: ['https://evil.example/x.png'] })).toEqual({ 'photos.0': MSG.imageUrlInvalid });
  });

  test('an edit takes any of the fields and the photos, never an IMEI', () => {
    expect(errorsOf(productEditSchema, { resalePrice: 100 })).toEqual({});
    expect(errorsOf(productEditSchema, {})).toEqual({});
    expect(errorsOf(productEditSchema, { imei: '490154203237518' })).toEqual({ imei: MSG.imeiLocked });
    expect(errorsOf(productEditSchema, { imei2: '' })).toEqual({ imei2: MSG.imeiLocked });
    expect(errorsOf(productEditSchema, { resalePrice: 0 })).toEqual({ resalePrice: MSG.priceInvalid });
    // The NEIR status may change (a seller registered the phone since); whether the listing has an IMEI the API decides.
    expect(errorsOf(productEditSchema, { neir: 'unregistered' })).toEqual({});
    expect(errorsOf(productEditSchema, { neir: 'unknown' })).toEqual({ neir: MSG.neirInvalid });
  });
});

test('booking form needs a contact number and location', () => {
  expect(errorsOf(bookingFormSchema, {})).toEqual({ contact: 'Contact number is required', location: 'Location is required' });
});

test('newsletter needs an email', () => {
  expect(errorsOf(newsletterSchema, { email: '' })).toEqual({ email: 'Email Address is required' });
  expect(errorsOf(newsletterSchema, { email: 'nope' })).toEqual({ email: 'Please enter a valid email address' });
});

describe('search words and brands', () => {
  test('a brand is guessed from the device name, by brand or by its best-known line', () => {
    expect(brandFromDeviceName('Samsung Galaxy A54 5G 8/256GB')).toBe('Samsung');
    expect(brandFromDeviceName('galaxy a54')).toBe('Samsung');
    expect(brandFromDeviceName('iPhone 13 128GB')).toBe('Apple');
    expect(brandFromDeviceName('realme C55')).toBe('Realme');
    expect(brandFromDeviceName('Redmi Note 13')).toBe('Xiaomi');
    expect(brandFromDeviceName('Tab S9')).toBe('Other');
    expect(brandFromDeviceName('Some Phone')).toBe('Other');
  });

  test('Bangla words keep their vowel signs; punctuation splits words', () => {
    expect(searchableWords('ঢাকা (মিরপুর ১০)')).toEqual(['ঢাকা', 'মিরপুর', '১০']);
    expect(searchableWords("Cox's Bazar, iPhone-13")).toEqual(['cox', 's', 'bazar', 'iphone', '13']);
  });

  test('search terms: a Bangla spelling people search by is its English word, Bangla digits are 0–9', () => {
    expect(searchTerms('স্যামসাং গ্যালাক্সি A54')).toEqual(['samsung', 'galaxy', 'a54']);
    expect(searchTerms('আইফোন ১৩ প্রো')).toEqual(['iphone', '13', 'pro']);
    // Typed with the one-code-point য় and ড়, or their NFC two: the same city.
    expect(searchTerms('ময়মনসিংহ, বগুড়া')).toEqual(['mymensingh', 'bogura']);
    expect(searchTerms('\u09ae\u09df\u09ae\u09a8\u09b8\u09bf\u0982\u09b9 \u09ac\u0997\u09c1\u09dc\u09be')).toEqual(['mymensingh', 'bogura']);
    // Any other word as searchableWords writes it.
    expect(searchTerms('ঢাকা (মিরপুর ১০), Cox’s Bazar')).toEqual(['dhaka', 'মিরপুর', '10', 'cox', 's', 'bazar']);
  });

  test('index terms: each word as written and as a query looks it up, once', () => {
    expect(indexTerms('ঢাকা (মিরপুর ১০)')).toEqual(['ঢাকা', 'dhaka', 'মিরপুর', '১০', '10']);
    expect(indexTerms('Dhaka, dhaka')).toEqual(['dhaka']);
  });

  test('listings queries: defaults, case-insensitive brand, one error per bad field', () => {
    expect(listingsQuerySchema.parse({})).toEqual({ sort: 'newest', limit: 24 });
    expect(listingsQuerySchema.parse({ brand: 'samsung', condition: 'Good, fair' })).toMatchObject({ brand: 'Samsung', condition: ['good', 'fair'] });
    expect(errorsOf(listingsQuerySchema, { condition: 'good,new' })).toEqual({ condition: 'Choose a condition: excellent, good or fair' });
    expect(listingsQuerySchema.parse({ neir: ' Registered ' })).toMatchObject({ neir: 'registered' });
    expect(errorsOf(listingsQuerySchema, { neir: 'registered,unregistered' })).toEqual({ neir: MSG.neirInvalid });
    expect(errorsOf(listingsQuerySchema, { minPrice: '9', maxPrice: '5' })).toEqual({ minPrice: 'The lowest price must not be above the highest price' });
    expect(errorsOf(listingsQuerySchema, { 'q[$ne]': 'x' })).toEqual({ 'q[$ne]': 'This call does not take that query parameter' });
  });
});
