/** Valid bodies of the support forms, for the tests that post them. */
export const REGISTRATION = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  country: 'FR',
  product: 'flagshipMegatron',
  serialNumber: 'MG-2024-000123',
  purchaseDate: '2024-11-05',
  consent: true,
};

export const RMA = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.org',
  product: 'flagshipBumblebee',
  serialNumber: 'BB12345678',
  orderNumber: 'ORD-99812',
  purchaseDate: '2024-05-31',
  reason: 'defective',
  description: 'The robot stops transforming half way and beeps three times.',
  street: '1 Main Street',
  city: 'Springfield',
  postalCode: '12345',
  country: 'US',
  consent: true,
};

export const CONTACT = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  product: 'flagshipBumblebee',
  orderNumber: 'ORD-99812',
  message: 'My robot no longer pairs with the app since the last update.',
  consent: true,
};
