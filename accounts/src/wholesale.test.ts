import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceApi } from '../../tests/support/account-service';
import { openTestAccounts, type TestAccounts } from '../../tests/support/accounts';
import { submissions } from './db/schema';

let accounts: TestAccounts;
let call: ReturnType<typeof serviceApi>;
beforeAll(async () => {
  accounts = await openTestAccounts('pglite');
  call = serviceApi(accounts);
}, 60_000);
afterAll(async () => accounts?.close());

const application = (email: string) => ({
  company: 'Robot Shop LLC',
  contactName: 'Sam Seller',
  email,
  phone: '+1 555 0199',
  country: 'US',
  businessType: 'retailer',
  message: 'We run three toy stores in Ohio.',
});

describe('wholesale applications', () => {
  it('take one application per address per resend interval, as the support forms do', async () => {
    expect((await call('POST', 'wholesale/apply', application('shop@example.com'))).code).toBe(2000);
    // The same address again, in another spelling and from another client: refused, and nothing stored or mailed.
    const mails = accounts.mails.length;
    const again = await call('POST', 'wholesale/apply', application('Shop@Example.com'), {
      headers: { 'x-forwarded-for': '10.1.2.3' },
    });
    expect(again).toMatchObject({ code: 4290, status: 429 });
    expect(accounts.mails.length).toBe(mails);
    expect(await accounts.ctx.db.select().from(submissions)).toHaveLength(1);
    // Another address is not held up by it; the first one is again once the interval has passed.
    expect((await call('POST', 'wholesale/apply', application('other@example.com'))).code).toBe(2000);
    accounts.clock.advance(accounts.config.resendSeconds);
    expect((await call('POST', 'wholesale/apply', application('shop@example.com'))).code).toBe(2000);
  });
});
