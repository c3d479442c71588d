/** Documents the validation tests start from: each test changes only the fields it is about. */

/** us's Flagship Megatron, in stock with its Buy link and a promotion price below its list price: valid as it is. */
export const product = (fields: Record<string, unknown> = {}) => ({
  _id: 'product-us-flagshipMegatron',
  _type: 'product',
  region: 'us',
  key: 'flagshipMegatron',
  name: 'Flagship Megatron',
  price: 1499,
  activityPrice: 1379,
  stock: 10,
  buy: 'https://us.store.roboshift.example/products/flagship-megatron',
  ...fields,
});

/** A page of `region` at `path` (the home page at ''), under the seed's id for it. */
export const page = (region: string, path: string, title: string, fields: Record<string, unknown> = {}) => ({
  _id: `page-${region}-${path || 'home'}`,
  _type: 'page',
  region,
  path,
  title,
  ...fields,
});

/** The Halloween schedule of one region: two dates, so its stages run from 0 to 2. */
export const halloween = (region: string, timestamps: [string, string]) => ({
  _id: `schedule-halloween-${region}`,
  _type: 'schedule',
  title: `Halloween (${region.toUpperCase()})`,
  regions: [region],
  timestamps,
});
