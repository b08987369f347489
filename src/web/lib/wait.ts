/** Resolves after `ms` milliseconds, in a later task of the event loop. */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Resolves in the next task: start-up work split with it runs in pieces, so a slow phone can paint
 * and answer input in between instead of waiting for all of it.
 */
export function nextTask(): Promise<void> {
  return wait(0);
}
