/** The brand every tab names after the page's own title. */
const BRAND = 'Roboshift';

/**
 * A tab's title: the page's own, then the brand, once (a title that already names it, as the home's, stays).
 * Without imports, so a screen's client code can write the same title (components/account/screen-title.ts).
 */
export const brandedTitle = (title: string) => (title.includes(BRAND) ? title : `${title} | ${BRAND}`);
