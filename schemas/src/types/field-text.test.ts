import { describe, expect, it } from 'vitest';
import { schemaTypes } from './index';

/** What this test reads of a schema definition: fields, array members and Portable Text annotations. */
interface Definition {
  name?: string;
  groups?: { name: string }[];
  group?: string | string[];
  type?: string;
  title?: string;
  description?: unknown;
  fields?: Definition[];
  of?: Definition[];
  marks?: { annotations?: Definition[] };
}

interface Field {
  path: string;
  name: string;
  title?: string;
  description?: unknown;
}

/** Every field an editor fills in, at every depth: object fields, array members' fields, link annotations' fields. */
function fieldsOf(definition: Definition, path: string): Field[] {
  const own = (definition.fields ?? []).flatMap((field) => {
    const at = `${path}.${field.name}`;
    return [
      { path: at, name: field.name ?? '', title: field.title, description: field.description },
      ...fieldsOf(field, at),
    ];
  });
  const members = (definition.of ?? []).flatMap((member) => {
    const at = `${path}[${member.name ?? member.type}]`;
    const annotations = (member.marks?.annotations ?? []).flatMap((a) => fieldsOf(a, `${at}@${a.name}`));
    return [...fieldsOf(member, at), ...annotations];
  });
  return [...own, ...members];
}

const FIELDS = (schemaTypes as Definition[]).flatMap((type) => fieldsOf(type, type.name ?? ''));

/** `unlcokSoon` has two words, `buy` one. */
const words = (name: string) => name.split(/(?<=[a-z0-9])(?=[A-Z])/).length;

describe('every field speaks to an editor', () => {
  it('the walk reaches the whole model, nested and array member fields included', () => {
    const paths = FIELDS.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'regionSettings.labels.unlcokSoon',
        'regionSettings.labels.time.days',
        'regionSettings.subscribe.describe',
        'regionSettings.media[mediaLink].platform',
        'navItem.footerLabel',
        'navItem.tag.color',
        'page.stagedMeta[stagedMetaEntry].offer',
        'page.body[block]@link.href',
        'page.body[image].alt',
        'manual.files[manualFile].file',
        'activation.stages',
        'page.sections',
        'richTextSection.body[block]@link.href',
        'productHeroSection.product',
        'retailersSection.heading',
        'manualsSection.heading',
        'faqSection.heading',
        'supportFormSection.form',
        'regionChooserSection.heading',
      ]),
    );
    expect(FIELDS.length).toBeGreaterThanOrEqual(155);
  });

  it.each(FIELDS)('$path has a title in plain words, not its key', ({ name, title }) => {
    expect(title?.trim()).toBeTruthy();
    // A raw key is lower-case (`buy`, `title`) or camelCase (`unlcokSoon`); a title starts as a label does.
    expect(title).toMatch(/^[“A-Z0-9]/);
    expect(title).not.toBe(name);
    if (words(name) > 1) expect(title?.toLowerCase()).not.toBe(name.toLowerCase());
  });

  it.each(FIELDS)('$path says what it does on the site', ({ description }) => {
    expect(typeof description).toBe('string');
    expect((description as string).trim()).toMatch(/^\S.*[.!?)”]$/s);
  });

  it.each((schemaTypes as Definition[]).filter((type) => type.groups?.length))(
    '$name: every field sits in one of its groups, so none is found only under “All fields”',
    ({ groups, fields }) => {
      const names = new Set(groups?.map((g) => g.name));
      for (const field of fields ?? []) {
        const own = [field.group ?? []].flat();
        expect(own.length, field.name).toBeGreaterThan(0);
        for (const group of own) expect(names.has(group), `${field.name} → ${group}`).toBe(true);
      }
    },
  );
});
