'use client';

import { useEffect, useState } from 'react';
import { seedServerClock, serverClockNow, syncServerClock } from '@/lib/clock-client/server-clock';
import { timeLeft } from '@/lib/stage/active';

export interface CountdownUnits {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

/** The live part of the countdown banner: ticks every second on the server's clock. */
export function Countdown({ target, serverNow, units }: { target: number; serverNow: number; units: CountdownUnits }) {
  // The first render uses the server's instant so it matches the server's HTML exactly.
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    seedServerClock(serverNow);
    void syncServerClock().then(() => setNow(serverClockNow()));
    const timer = window.setInterval(() => setNow(serverClockNow()), 1000);
    return () => window.clearInterval(timer);
  }, [serverNow]);
  const left = timeLeft(target, now);
  const parts: [number, string][] = [
    [left.days, units.days],
    [left.hours, units.hours],
    [left.minutes, units.minutes],
    [left.seconds, units.seconds],
  ];
  return (
    <span role="timer" aria-live="off">
      {parts.map(([value, unit]) => (
        <span key={unit} data-unit={unit}>
          <strong>{String(value).padStart(2, '0')}</strong> {unit}{' '}
        </span>
      ))}
    </span>
  );
}
