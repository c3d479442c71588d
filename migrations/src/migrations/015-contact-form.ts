import { at, insert, type NodePatch, setIfMissing } from 'sanity/migrate';
import { type Doc, keyed, patchMigration } from './patch-migration';

/**
 * Contact Us (technical-support, us only) told shoppers to "send us a message" and offered no way to. The page
 * gets the contact form after its text and any section an editor put there; a page that has a contact form
 * already (a re-run, or an editor's) is left.
 */
const SECTION = { _key: 'contact-form', _type: 'supportFormSection', form: 'contact' };

const contactForm = (page: Doc): NodePatch[] => {
  if (page.path !== 'technical-support') return [];
  const sections = keyed(page.sections);
  if (sections.some((section) => section._type === SECTION._type && section.form === SECTION.form)) return [];
  return [at('sections', setIfMissing([])), at('sections', insert([{ ...SECTION }], 'after', -1))];
};

const contactFormMigration = patchMigration('015-contact-form', 'Contact Us carries the contact form', {
  page: contactForm,
});

export default contactFormMigration;
