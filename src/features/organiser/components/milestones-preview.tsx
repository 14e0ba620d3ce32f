/**
 * The milestones as a participant's dashboard lists them (its milestones panel,
 * src/features/dashboard/components/milestones-panel.tsx: by km, image, name and km, place,
 * description, link), in the console's language, before they are saved. Drawn here rather than
 * with the panel itself: shared with the console's chunk, the panel and its helpers would be
 * split out of the dashboard's chunk, one file more on its first load (docs/performance.md).
 */
import { Trans } from '@lingui/react/macro';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import { kmOf, type MilestoneDraft } from '../logic/milestone-drafts';

export function MilestonesPreview({ drafts }: { readonly drafts: readonly MilestoneDraft[] }) {
  const language = useActiveLanguage();
  const french = language === 'fr';
  const shown = drafts
    .map((d) => ({ d, km: kmOf(d.distance) }))
    .filter((m): m is { d: MilestoneDraft; km: number } => m.km !== null)
    .sort((a, b) => a.km - b.km);
  const format = new Intl.NumberFormat(french ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 2 });
  return (
    <section className="border rounded p-3" aria-labelledby="setup-preview">
      <h3 id="setup-preview" className="h6">
        <Trans>Preview: the milestones on a participant’s dashboard</Trans>
      </h3>
      <ul className="list-unstyled milestone-list mb-0" data-testid="milestones-preview">
        {shown.map(({ d, km }) => {
          const name = (french && d.frName.trim()) || d.name;
          const kmText = format.format(km);
          return (
            <li key={d.key} className="d-flex gap-3 mb-3">
              {d.imageUrl && <img src={d.imageUrl} alt="" width={48} height={48} loading="lazy" />}
              <div>
                <h4 className="h6 mb-1">
                  {name}{' '}
                  <span className="text-body-secondary fw-normal">
                    <Trans>· {kmText} Km</Trans>
                  </span>
                </h4>
                <p className="small mb-1">{(french && d.frLocation.trim()) || d.location}</p>
                <p className="small mb-1">{(french && d.frDescription.trim()) || d.description}</p>
                {d.link && (
                  <span className="small text-decoration-underline">
                    <Trans>Learn about {name}</Trans>
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
