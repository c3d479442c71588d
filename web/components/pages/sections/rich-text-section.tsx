import { PortableBody } from '../../portable-body';
import type { SectionContext, SectionOf } from './types';

export function RichTextSection({
  section,
  context,
}: {
  section: SectionOf<'richTextSection'>;
  context: SectionContext;
}) {
  return <PortableBody region={context.region} value={section.body} />;
}
