// The rules around listings: what the public sees, who owns what, and what a new listing is.
import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import type { CategoryId, ProductInput } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { ProductDoc, UserDoc } from '../../db/mongo';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { isAdmin } from '../auth/guards';
import { imagePath, imageIdFromUrl } from '../images/image-url';
import { imagesService } from '../images/images.service';
import { productSerializer } from './products.serializer';
import { productsRepository } from './products.repository';

const PHOTO_NOT_FOUND = 'The photo was not found. Please upload it again';
const PHOTO_NOT_YOURS = 'Use a photo you uploaded yourself';

/** A reference a person can read out on the phone: 'MP-' and 8 uppercase hex digits. */
const newCustomId = () => `MP-${randomBytes(4).toString('hex').toUpperCase()}`;

export function productsService(ctx: AppContext) {
  const repo = productsRepository(ctx.db.collections);
  const images = imagesService(ctx);
  const out = productSerializer(ctx.config.publicApiUrl);

  /** The listing, if the caller owns it or is an admin: missing is a 404, someone else's a 403. */
  async function ownedListing(caller: UserDoc, id: string): Promise<ProductDoc> {
    const doc = await repo.findById(new ObjectId(id));
    if (!doc) throw notFound('No such listing');
    if (doc.sellerEmail !== caller.email && !isAdmin(caller)) throw forbidden('You can only change your own listings');
    return doc;
  }

  /** The stored path of an uploaded image the caller may use; a URL we did not answer is refused. */
  async function checkedImagePath(caller: UserDoc, img: string): Promise<string> {
    const id = imageIdFromUrl(img);
    const file = id && (await images.find(id));
    if (!id || !file) throw badRequest(PHOTO_NOT_FOUND, { img: PHOTO_NOT_FOUND });
    if (file.metadata?.ownerEmail !== caller.email && !isAdmin(caller)) throw badRequest(PHOTO_NOT_YOURS, { img: PHOTO_NOT_YOURS });
    return imagePath(id);
  }

  return {
    listCategory: (category: CategoryId) =>
      ctx.catalog.get(`category:${category}`, async () => (await repo.listAvailableInCategory(category)).map(out.listing)),
    listAdvertised: () => ctx.catalog.get('advertise', async () => (await repo.listAdvertised()).map(out.listing)),

    async getPublic(id: string) {
      const doc = await repo.findById(new ObjectId(id));
      if (!doc || doc.status === 'removed') throw notFound('No such listing');
      return out.publicProduct(doc);
    },

    /** A seller sees their own listings, an admin everyone's; sold ones included. */
    listFor: async (caller: UserDoc) => (await repo.listBySeller(isAdmin(caller) ? undefined : caller.email)).map(out.product),

    async create(caller: UserDoc, input: ProductInput) {
      const img = await checkedImagePath(caller, input.img);
      const doc: ProductDoc = {
        _id: new ObjectId(),
        customID: newCustomId(),
        deviceName: input.deviceName,
        sellerName: input.sellerName,
        sellerEmail: caller.email,
        resalePrice: input.resalePrice,
        originalPrice: input.originalPrice,
        yearsOfUse: input.yearsOfUse,
        postedDate: input.postedDate,
        category: input.category,
        condition: input.condition,
        Contact: input.Contact,
        Location: input.Location,
        description: input.description,
        img,
        status: 'available',
        advertised: false,
        createdAt: new Date(),
      };
      const result = await repo.insert(doc);
      ctx.catalog.invalidate();
      return { acknowledged: result.acknowledged, insertedId: result.insertedId.toHexString() };
    },

    async remove(caller: UserDoc, id: string) {
      const doc = await ownedListing(caller, id);
      const result = await repo.deleteById(doc._id);
      ctx.catalog.invalidate();
      return { acknowledged: result.acknowledged, deletedCount: result.deletedCount };
    },

    async advertise(caller: UserDoc, id: string) {
      const doc = await ownedListing(caller, id);
      if (doc.status === 'sold') throw conflict('This device is already sold');
      if (doc.status === 'removed') throw conflict('This listing was taken off the market');
      const result = await repo.advertise(doc._id);
      ctx.catalog.invalidate();
      // Sold between our read and the update.
      if (result.matchedCount === 0) throw conflict('This device is already sold');
      return { acknowledged: result.acknowledged, modifiedCount: result.modifiedCount };
    },
  };
}
