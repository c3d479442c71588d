/**
 * What an Accept-style header (Accept, Accept-Encoding) names, lower-cased and without parameters, less any value
 * it refuses with an explicit q=0. The one reading of these headers: the front cache picks an encoding with it,
 * the media route an image format.
 */
export function acceptedValues(header: string | null | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) accepted.add(name.trim());
  }
  return accepted;
}
