/**
 * The query parameter of a hand-over link that carries the code. A module of its own: the session's start-up
 * reads it on every visit, and nothing else of the hand-over belongs on the start path.
 */
export const HAND_OVER_PARAM = 'handOver';
