/**
 * npm run bench:attack-memory: the server's memory through what a scanner does to it (scripts/lib/attack-memory.ts:
 * the standalone server, a fresh account folder, unknown addresses, junk parameters, then both mixed for
 * ATTACK_SECONDS (120) at 32 connections). Fails (exit 1) when the server's peak (VmHWM, start-up included) is
 * above ATTACK_PEAK_MB (800) or its memory 30 s after the load is above ATTACK_IDLE_MB (600). About 4 minutes.
 * ATTACK_PATHS (5000) and ATTACK_JUNK (3000) size the first two phases. Writes
 * bench/results/attack-memory-<date>.json. Needs a build (npm run build).
 */
import { attackMemory } from './lib/attack-memory';
import { writeResult } from './lib/results';

const PEAK_MB = Number(process.env.ATTACK_PEAK_MB ?? 800);
const IDLE_MB = Number(process.env.ATTACK_IDLE_MB ?? 600);

const figures = await attackMemory({
  port: Number(process.env.BENCH_PORT ?? 3332),
  paths: Number(process.env.ATTACK_PATHS ?? 5000),
  junk: Number(process.env.ATTACK_JUNK ?? 3000),
  seconds: Number(process.env.ATTACK_SECONDS ?? 120),
  restSeconds: 30,
  log: console.log,
});
const peakOk = figures.peak <= PEAK_MB;
const afterOk = figures.after <= IDLE_MB;
console.log(
  `${peakOk ? 'ok' : 'FAIL'}: peak (VmHWM) ${figures.peak} MB against ${PEAK_MB} MB; ` +
    `${afterOk ? 'ok' : 'FAIL'}: 30 s after the load ${figures.after} MB against ${IDLE_MB} MB (ready ${figures.ready} MB)`,
);
console.log(`figures in ${writeResult('attack-memory', { ...figures, limits: { PEAK_MB, IDLE_MB } })}`);
process.exitCode = peakOk && afterOk ? 0 : 1;
