/** The playback speeds of docs/product-rules.md, "Playback"; 1 is the default. */
export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
export type Speed = (typeof SPEEDS)[number];
export const DEFAULT_SPEED: Speed = 1;

export function isSpeed(value: unknown): value is Speed {
  return typeof value === 'number' && (SPEEDS as readonly number[]).includes(value);
}

/** "1.25×": numbers in every language, so no dictionary entry. */
export function speedLabel(speed: Speed): string {
  return `${speed}×`;
}
