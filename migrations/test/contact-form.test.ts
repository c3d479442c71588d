/**
 * 015-contact-form: Contact Us (us only) gets the contact form after its text; no other page or field moves, an
 * editor's own sections stay (the form after them), and a second run sends nothing.
 */
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/index';
import contactForm from '../src/migrations/015-contact-form';
import { applyMigration, applyMigrations, type DatasetDocument } from '../src/runner';

let before: Promise<DatasetDocument[]> | undefined;
const before015 = () => {
  before ??= applyMigrations(
    [],
    MIGRATIONS.filter((m) => m.id < '015'),
  );
  return before;
};
const FORM = { _key: 'contact-form', _type: 'supportFormSection', form: 'contact' };
const isContactPage = (d: DatasetDocument) => d._type === 'page' && d.path === 'technical-support';

describe('015-contact-form', () => {
  it('gives Contact Us the contact form, and changes nothing else', async () => {
    const was = await before015();
    expect(was.filter(isContactPage).map((d) => d._id)).toEqual(['page-us-technical-support']);
    expect(was.find(isContactPage)?.sections).toBeUndefined();
    const after = await applyMigration(structuredClone(was), contactForm.migration);
    expect(after.find(isContactPage)?.sections).toEqual([FORM]);
    expect(after.filter((d) => !isContactPage(d))).toEqual(was.filter((d) => !isContactPage(d)));
    expect(await applyMigration(structuredClone(after), contactForm.migration)).toEqual(after);
  });

  it('puts the form after the sections an editor added, once', async () => {
    const faq = { _key: 'faq', _type: 'faqSection' };
    const edited = structuredClone(await before015()).map((d) => (isContactPage(d) ? { ...d, sections: [faq] } : d));
    const after = await applyMigration(edited, contactForm.migration);
    expect(after.find(isContactPage)?.sections).toEqual([faq, FORM]);
    expect(await applyMigration(structuredClone(after), contactForm.migration)).toEqual(after);
  });
});
