// Listings written straight into the database, for tests of calls that only need one to exist.
import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import type { ProductDoc } from '../../src/modules/products/products.documents';
import type { TestUser } from './identity';
import type { TestApp } from './test-app';

export async function insertListing(app: TestApp, owner: Pick<TestUser, 'name' | 'email'>, overrides: Partial<ProductDoc> = {}): Promise<ProductDoc> {
  const doc: ProductDoc = {
    _id: new ObjectId(),
    customID: `MP-${randomBytes(3).toString('hex')}`,
    deviceName: `Pixel ${randomBytes(2).toString('hex')}`,
    brand: 'Google',
    sellerName: owner.name,
    sellerEmail: owner.email,
    resalePrice: 42_500,
    originalPrice: 80_000,
    yearsOfUse: 1,
    postedDate: '2025-01-15',
    category: 'smartphone',
    condition: 'good',
    Contact: '01700000101',
    Location: 'Dhaka',
    description: 'Works like new.',
    img: `/images/${new ObjectId().toHexString()}`,
    status: 'available',
    advertised: false,
    createdAt: new Date(),
    ...overrides,
  };
  await app.server.db.collections.products.insertOne(doc);
  // Written past the API: the search read model learns of it as the products module would tell it.
  await app.server.catalog.changed([doc._id]);
  return doc;
}
