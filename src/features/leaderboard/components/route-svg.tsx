/**
 * The route without Google Maps (no key, offline, blocked, over quota; always the case in the
 * local suite): a light SVG drawn from the same KML, under the spec's failure message, so
 * progress is visible anywhere. role="img" with an aria-label naming the route and the
 * participant's position; the route, Start, Finish, milestones, the participant, teammates.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { localized } from '../../../contract/l10n';
import { formatPercentValue } from '../../../lib/i18n/format';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import { MAP_STYLE, percentOf, type MapModel } from '../logic/map-view';
import { pathUpTo, type Route } from '../logic/route-geometry';
import { projectionFor, svgPoints, thin } from '../logic/svg-projection';
import { formatKm } from '../logic/tab-rows';

interface Props {
  readonly route: Route;
  readonly model: MapModel;
  readonly legDistance: number;
}

/** The drawing's aria-label: the route, her position and how many teammates are shown. */
function useRouteLabel(route: Route, model: MapModel, legDistance: number): string {
  const { t } = useLingui();
  const language = useActiveLanguage();
  const name = localized(route, 'name', language);
  let where = t`Your position is not known yet.`;
  if (model.you) {
    const at = formatKm(model.you.km, language);
    const of = formatKm(legDistance, language);
    const percent =
      language === 'en'
        ? `${percentOf(model.you.km, legDistance)}%`
        : formatPercentValue(Number(percentOf(model.you.km, legDistance)), language);
    where = t`You are at ${at} of ${of} (${percent}).`;
  }
  const mateCount = model.teammates.length;
  const mates =
    mateCount > 0
      ? ` ${plural(mateCount, { one: '# teammate shown.', other: '# teammates shown.' })}`
      : '';
  return `${t`Route map of ${name}.`} ${where}${mates}`;
}

export function RouteSvg({ route, model, legDistance }: Props) {
  const { t } = useLingui();
  const label = useRouteLabel(route, model, legDistance);
  const projection = projectionFor(route.path, 1000, MAP_STYLE.heightPx);
  const line = svgPoints(thin(route.path), projection);
  const progress = model.you
    ? svgPoints(thin(pathUpTo(route, model.you.fraction)), projection)
    : '';
  const dot = (p: { lat: number; lng: number }) => projection.project(p);
  return (
    <svg
      role="img"
      aria-label={label}
      className="route-svg"
      viewBox={`0 0 ${projection.width} ${projection.height}`}
      preserveAspectRatio="xMidYMid meet"
    >
      <polyline
        points={line}
        fill="none"
        stroke={MAP_STYLE.routeColor}
        strokeWidth={MAP_STYLE.routeWidth}
        strokeLinejoin="round"
      />
      {progress ? (
        <polyline
          points={progress}
          fill="none"
          stroke={MAP_STYLE.progressColor}
          strokeWidth={MAP_STYLE.progressWidth * 2}
          strokeLinejoin="round"
        />
      ) : null}
      {route.placemarks.map((p) => {
        const { x, y } = dot(p.position);
        const label =
          p.kind === 'milestone' ? String(p.number) : p.kind === 'start' ? t`Start` : t`Finish`;
        return (
          <g key={`${p.kind}-${p.number}-${p.name}`} className={`route-svg__${p.kind}`}>
            <circle cx={x} cy={y} r={p.kind === 'milestone' ? 9 : 11} />
            <text x={x} y={p.kind === 'milestone' ? y + 4 : y - 16} textAnchor="middle">
              {label}
            </text>
          </g>
        );
      })}
      {model.teammates.map((m) => {
        const { x, y } = dot(m.position);
        return (
          <circle key={`mate-${m.label}-${x}`} className="route-svg__teammate" cx={x} cy={y} r={7}>
            <title>{m.label}</title>
          </circle>
        );
      })}
      {model.you
        ? (() => {
            const { x, y } = dot(model.you.position);
            return (
              <g className="route-svg__you">
                <circle cx={x} cy={y} r={13} />
                <text x={x} y={y + 30} textAnchor="middle">
                  <Trans>You</Trans>
                </text>
              </g>
            );
          })()
        : null}
    </svg>
  );
}
