/** Every region's written copy, keyed by region. */
import type { Region } from '@showcase/schemas/regions';
import { copy as cn } from './cn';
import { copy as de } from './de';
import { copy as eu } from './eu';
import { copy as fr } from './fr';
import { copy as jp } from './jp';
import { copy as kr } from './kr';
import type { RegionCopy } from './types';
import { copy as uk } from './uk';
import { copy as us } from './us';

export const COPY: Readonly<Record<Region, RegionCopy>> = { us, uk, eu, fr, de, kr, jp, cn };
