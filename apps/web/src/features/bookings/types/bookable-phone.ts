// What Book Now needs of a listing: the modal names it, the form books it (its own file, so the
// two components, the modal loading the form lazily, do not import each other).
import type { PhoneListing } from '@mobile-planet/shared';

export type BookablePhone = Pick<PhoneListing, '_id' | 'deviceName' | 'resalePrice'>;
