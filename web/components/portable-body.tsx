import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { PageContent } from '@/lib/content';

type Blocks = NonNullable<PageContent['body']>;

const components: PortableTextComponents = {
  marks: {
    link: ({ children, value }) => {
      const href = typeof value?.href === 'string' ? value.href : '#';
      const external = /^https?:\/\//.test(href);
      return (
        <a href={href} {...(external ? { rel: 'noopener', target: '_blank' } : {})}>
          {children}
        </a>
      );
    },
  },
};

/** A Portable Text body from content. */
export function PortableBody({ value, className }: { value: Blocks | null | undefined; className?: string }) {
  if (!value?.length) return null;
  return (
    <div className={className}>
      <PortableText value={value} components={components} />
    </div>
  );
}
