/**
 * Runs `task` once the page has painted what it holds now: in a task after the next animation
 * frame. A hidden page paints nothing (and its frames wait until it is shown), so there the task
 * runs at once. No import: this module is in the shell every page opens with.
 */
export function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') task();
  else requestAnimationFrame(() => setTimeout(task, 0));
}
