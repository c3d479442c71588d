/**
 * An ISR page of about `bytes` bytes of HTML and nothing else: stock Next's cost of serving a cached page
 * that size, for scripts/bench.ts. The sizes are the project's own pages, passed at build as FLOOR_SIZES.
 */
export const revalidate = 3600;
export const dynamicParams = false;

export function generateStaticParams() {
  return (process.env.FLOOR_SIZES ?? '30000').split(',').map((bytes) => ({ bytes }));
}

export default async function Page({ params }) {
  const { bytes } = await params;
  // Next's own markup and the flight data (which repeats the text) come on top: half goes in the text. At
  // least one word, so that the empty page paints something (Lighthouse measures nothing on a blank page).
  const text = 'robot '.repeat(Math.max(1, Math.floor((Number(bytes) / 2 - 1500) / 6)));
  return <p>{text}</p>;
}
