/**
 * Whether an element shows its focus ring (an outline, or Bootstrap's focus shadow), read once the
 * ring has finished appearing: Bootstrap's buttons and form controls fade their shadow in over
 * 0.15 s, and a read at the transition's first frame still sees 'none'. Evaluated in the page
 * (`locator.evaluate(ringShown)`): it waits for the transitions' own end, never a fixed time.
 */
export const ringShown = async (element: Element): Promise<boolean> => {
  // Reading the style starts the transitions the focus has set off; then wait for them to end.
  void getComputedStyle(element).boxShadow;
  await Promise.all(
    element
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
  const style = getComputedStyle(element);
  return (
    (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
    style.boxShadow !== 'none'
  );
};
