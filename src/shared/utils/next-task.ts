/**
 * Resolves in a task of its own (a zero-delay timer), so that what follows does not lengthen the task
 * the caller runs in: on a slow phone the browser may paint, or a video take its turn, in between.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
