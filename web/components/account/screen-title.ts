/**
 * A login screen's tab title: what the screen's heading says, then the brand. The page's metadata and the
 * screens' own steps (screen-heading.tsx) both write it, so the tab reads the same whichever set it.
 */
export { brandedTitle as screenTitle } from '@/lib/head/title';
