import { defineField, defineType } from 'sanity';

/** The site's support forms; the values are the kinds the site's form code knows. */
export const SUPPORT_FORM_OPTIONS = [
  { value: 'registration', title: 'Product registration' },
  { value: 'rma', title: 'Return to manufacturer' },
  { value: 'contact', title: 'Contact us' },
] as const;

const formTitle = (value?: string) => SUPPORT_FORM_OPTIONS.find((option) => option.value === value)?.title;

/** One of the support forms, which visitors fill in and send to the region's support team. */
export const supportFormSection = defineType({
  name: 'supportFormSection',
  title: 'Support form',
  type: 'object',
  description:
    'A form visitors fill in and send to this region’s support team, with the region’s products to pick from.',
  fields: [
    defineField({
      name: 'form',
      title: 'Form',
      type: 'string',
      description:
        'Which form to show: product registration (a visitor registers a robot they bought), return to manufacturer (a visitor asks to send a robot back) or contact us (a visitor writes to technical support).',
      options: { list: [...SUPPORT_FORM_OPTIONS], layout: 'radio' },
      // A custom rule rather than required().error(…), whose message would also replace the “not one of the
      // choices” message Sanity gives a value from elsewhere (an import, an older Studio).
      validation: (rule) => rule.custom((form?: string) => (form ? true : 'Choose which form this section shows.')),
    }),
  ],
  preview: {
    select: { form: 'form' },
    prepare: ({ form }: { form?: string }) => ({
      title: `Support form · ${formTitle(form) ?? 'no form chosen'}`,
    }),
  },
});
