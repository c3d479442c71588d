/** SPEC §4, §9: text floats in when it scrolls into view (threshold 0.1, offset 50 px), after its images. */
export const TEXT_FLOAT = {
  offsetPx: 50,
  threshold: 0.1,
  /** An image that never settles (a stalled request) must not keep the text invisible. */
  imageWaitMs: 3000,
} as const;

/** The element counts as in view once it is `offset` px above the bottom of the viewport. */
export const textFloatRootMargin = (offset: number) => `0px 0px ${-Math.max(0, offset)}px 0px`;

export interface ImageLike {
  /** True once the image has loaded or failed (the DOM's HTMLImageElement.complete). */
  readonly complete: boolean;
  addEventListener(type: 'load' | 'error', listener: () => void): void;
  removeEventListener(type: 'load' | 'error', listener: () => void): void;
}

/** Resolves when every image has loaded or failed, or after `timeoutMs`, whichever comes first. */
export function waitForImages(images: Iterable<ImageLike>, timeoutMs: number = TEXT_FLOAT.imageWaitMs): Promise<void> {
  const pending = [...images].filter((image) => !image.complete);
  if (pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let left = pending.length;
    const finish = () => {
      clearTimeout(timer);
      for (const image of pending) {
        image.removeEventListener('load', one);
        image.removeEventListener('error', one);
      }
      resolve();
    };
    function one() {
      left -= 1;
      if (left === 0) finish();
    }
    const timer = setTimeout(finish, timeoutMs);
    for (const image of pending) {
      image.addEventListener('load', one);
      image.addEventListener('error', one);
    }
  });
}
