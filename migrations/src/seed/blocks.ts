/** Portable Text built from plain sections: a heading block and one block per paragraph. */
import type { Section } from '../data/copy/types';
import { key } from './ids';

const span = (text: string, k: string) => ({ _type: 'span', _key: k, text, marks: [] as string[] });

export function textBlock(text: string, style: 'normal' | 'h2' | 'h3', k: string) {
  return { _type: 'block', _key: k, style, markDefs: [], children: [span(text, `${k}s`)] };
}

export function sectionsToBlocks(sections: readonly Section[] | undefined, prefix = 'b') {
  return (sections ?? []).flatMap((section, i) => [
    textBlock(section.heading, 'h2', key(prefix, i, 'h')),
    ...section.paragraphs.map((paragraph, j) => textBlock(paragraph, 'normal', key(prefix, i, 'p', j))),
  ]);
}
