/** The one function of Lighthouse CI's utilities that scripts/lighthouse.ts uses (the package ships no types). */
declare module '@lhci/utils/src/representative-runs.js' {
  /** Per URL, the run closest to the median first contentful paint and time to interactive: what median-run asserts. */
  export function computeRepresentativeRuns<T>(runsByUrl: Array<Array<[T, unknown]>>): T[];
}
