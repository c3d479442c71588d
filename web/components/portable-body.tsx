import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { Region } from '@showcase/schemas/regions';
import type { PageContent } from '@/lib/content';
import { isExternal } from '@/lib/routing/links';
import { resolveHref } from '@/lib/routing/origins';

type Blocks = NonNullable<PageContent['body']>;

/** Links in content follow SPEC §2.1's rule: a region prefix is kept, otherwise the page's region is added. */
function components(region: Region): PortableTextComponents {
  return {
    marks: {
      link: ({ children, value }) => {
        const href = resolveHref(region, typeof value?.href === 'string' ? value.href : '');
        return (
          <a href={href} {...(isExternal(href) ? { rel: 'noopener', target: '_blank' } : {})}>
            {children}
          </a>
        );
      },
    },
  };
}

/** A Portable Text body from content. */
export function PortableBody({
  region,
  value,
  className,
}: {
  region: Region;
  value: Blocks | null | undefined;
  className?: string;
}) {
  if (!value?.length) return null;
  return (
    <div className={className}>
      <PortableText value={value} components={components(region)} />
    </div>
  );
}
