import { useCallback, useState } from 'react';
import type { Speed } from '../logic/speeds';
import { readSpeed, writeSpeed } from '../persisted';

/** The remembered playback speed (docs/product-rules.md, "Playback": 1× by default, kept across visits). */
export function usePlaybackSpeed(): [Speed, (speed: Speed) => void] {
  const [speed, setSpeedState] = useState<Speed>(readSpeed);
  const setSpeed = useCallback((next: Speed) => {
    writeSpeed(next);
    setSpeedState(next);
  }, []);
  return [speed, setSpeed];
}
