/**
 * The frame of a screen whose content a later issue builds: its title only, no
 * invented data. Replaced screen by screen as the features land.
 */
export function ScreenTitle({ title }: { readonly title: string }) {
  return (
    <div className="container py-4">
      <h1 className="h3">{title}</h1>
    </div>
  );
}
