/**
 * Original placeholder product art, drawn as SVG from code so nothing is downloaded and the
 * files are byte-for-byte reproducible (their Sanity asset ids are content hashes).
 */
import type { ProductKey } from '@showcase/schemas/products';

interface Palette {
  armour: string;
  trim: string;
  glow: string;
  bg: string;
  /** 0 = humanoid, 1 = compact (mini, K1, T9), 2 = base accessory. */
  build: 0 | 1 | 2;
}

const PALETTES: Record<ProductKey, Palette> = {
  miniRobot: { armour: '#4fc3f7', trim: '#0d47a1', glow: '#e1f5fe', bg: '#0b1726', build: 1 },
  flagshipBumblebee: { armour: '#ffc107', trim: '#263238', glow: '#80d8ff', bg: '#17130a', build: 0 },
  toyStoryBuzzLightyear: { armour: '#eceff1', trim: '#7cb342', glow: '#b388ff', bg: '#120d1f', build: 0 },
  flagshipMegatron: { armour: '#9e9e9e', trim: '#4a148c', glow: '#ff1744', bg: '#140d17', build: 0 },
  grimlockG1Flagship: { armour: '#b0bec5', trim: '#c62828', glow: '#ff9100', bg: '#1a0f0b', build: 0 },
  bumblebeeG1Performance: { armour: '#fdd835', trim: '#212121', glow: '#40c4ff', bg: '#14120a', build: 0 },
  optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: {
    armour: '#d32f2f',
    trim: '#1565c0',
    glow: '#ffd740',
    bg: '#0c0f1c',
    build: 0,
  },
  eliteOptimusPrime: { armour: '#e53935', trim: '#1e88e5', glow: '#84ffff', bg: '#0b1020', build: 0 },
  aiBase: { armour: '#37474f', trim: '#00bcd4', glow: '#18ffff', bg: '#081418', build: 2 },
  k1ProInterstellarScout: { armour: '#f5f5f5', trim: '#ff6d00', glow: '#69f0ae', bg: '#0a1714', build: 1 },
  interstellarScoutK1: { armour: '#fafafa', trim: '#2979ff', glow: '#69f0ae', bg: '#0a1417', build: 1 },
  interstellarScoutK1pro: { armour: '#f5f5f5', trim: '#ff6d00', glow: '#69f0ae', bg: '#0a1714', build: 1 },
  buzzLightyearSpaceRangerAlpha: { armour: '#ffffff', trim: '#6a1b9a', glow: '#76ff03', bg: '#100b1a', build: 0 },
  flagshipOptimusPrime: { armour: '#c62828', trim: '#0d47a1', glow: '#40c4ff', bg: '#0a0e1a', build: 0 },
  interstellarAgentT9: { armour: '#263238', trim: '#ffab00', glow: '#ffe57f', bg: '#121212', build: 1 },
  t9: { armour: '#263238', trim: '#ffab00', glow: '#ffe57f', bg: '#121212', build: 1 },
  eliteOptimusPrimeAiBase: { armour: '#e53935', trim: '#1e88e5', glow: '#18ffff', bg: '#0b1020', build: 0 },
};

export const ART_WIDTH = 1600;
export const ART_HEIGHT = 1200;

function humanoid(p: Palette): string {
  return `
  <g transform="translate(800 560)">
    <rect x="-170" y="-200" width="340" height="300" rx="36" fill="${p.armour}"/>
    <rect x="-120" y="-150" width="240" height="90" rx="20" fill="${p.trim}"/>
    <circle cx="0" cy="-20" r="34" fill="${p.glow}" opacity="0.9"/>
    <rect x="-100" y="-380" width="200" height="160" rx="40" fill="${p.armour}"/>
    <rect x="-70" y="-325" width="140" height="38" rx="19" fill="${p.glow}"/>
    <rect x="-20" y="-420" width="40" height="60" rx="10" fill="${p.trim}"/>
    <rect x="-290" y="-190" width="100" height="280" rx="40" fill="${p.trim}"/>
    <rect x="190" y="-190" width="100" height="280" rx="40" fill="${p.trim}"/>
    <rect x="-150" y="110" width="120" height="300" rx="36" fill="${p.trim}"/>
    <rect x="30" y="110" width="120" height="300" rx="36" fill="${p.trim}"/>
    <rect x="-170" y="360" width="160" height="60" rx="20" fill="${p.armour}"/>
    <rect x="10" y="360" width="160" height="60" rx="20" fill="${p.armour}"/>
  </g>`;
}

function compact(p: Palette): string {
  return `
  <g transform="translate(800 600)">
    <rect x="-230" y="-260" width="460" height="360" rx="120" fill="${p.armour}"/>
    <rect x="-170" y="-190" width="340" height="150" rx="70" fill="${p.bg}"/>
    <circle cx="-70" cy="-115" r="34" fill="${p.glow}"/>
    <circle cx="70" cy="-115" r="34" fill="${p.glow}"/>
    <rect x="-12" y="-330" width="24" height="80" rx="12" fill="${p.trim}"/>
    <circle cx="0" cy="-340" r="26" fill="${p.glow}"/>
    <rect x="-200" y="110" width="400" height="150" rx="60" fill="${p.trim}"/>
    <circle cx="-120" cy="285" r="50" fill="${p.armour}"/>
    <circle cx="120" cy="285" r="50" fill="${p.armour}"/>
  </g>`;
}

function base(p: Palette): string {
  return `
  <g transform="translate(800 700)">
    <ellipse cx="0" cy="120" rx="420" ry="90" fill="${p.trim}" opacity="0.5"/>
    <rect x="-380" y="-40" width="760" height="160" rx="60" fill="${p.armour}"/>
    <rect x="-300" y="0" width="600" height="24" rx="12" fill="${p.glow}"/>
    <ellipse cx="0" cy="-40" rx="380" ry="70" fill="${p.trim}"/>
    <ellipse cx="0" cy="-48" rx="300" ry="46" fill="${p.glow}" opacity="0.35"/>
  </g>`;
}

/** The hero image of a product: the robot on a lit stage in its own colours. */
export function productArt(key: ProductKey): string {
  const p = PALETTES[key];
  const figure = p.build === 0 ? humanoid(p) : p.build === 1 ? compact(p) : base(p);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}">
  <defs>
    <radialGradient id="spot" cx="50%" cy="45%" r="65%">
      <stop offset="0" stop-color="${p.glow}" stop-opacity="0.28"/>
      <stop offset="1" stop-color="${p.bg}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="${p.bg}"/>
  <rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#spot)"/>
  <ellipse cx="800" cy="1010" rx="520" ry="70" fill="${p.glow}" opacity="0.18"/>${figure}
</svg>
`;
}
