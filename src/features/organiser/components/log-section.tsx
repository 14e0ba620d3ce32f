/**
 * The audit log (docs/organiser-console.md, "Audit log"): the newest entries, live; read only.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadError } from '../../../components/load-error';
import { LoadingText } from '../../../components/loading-text';
import { useOrganiserLog } from '../api/organiser-log';
import { useActionNames } from './action-names';

export function LogSection() {
  const { t, i18n } = useLingui();
  const log = useOrganiserLog();
  const actionName = useActionNames();
  return (
    <section aria-labelledby="log-title">
      <h2 id="log-title" className="h5">
        <Trans>Audit log</Trans>
      </h2>
      <p className="text-body-secondary">
        <Trans>
          Every organiser action and export, newest first. Nobody can change or delete an entry.
        </Trans>
      </p>
      {log.status === 'loading' && <LoadingText />}
      {log.status === 'error' && (
        <LoadError message={t`We couldn't load the log.`} onRetry={log.retry} />
      )}
      {log.status === 'success' && log.data.length === 0 && (
        <p>
          <Trans>Nothing has been logged yet.</Trans>
        </p>
      )}
      {log.status === 'success' && log.data.length > 0 && (
        <div style={{ overflowX: 'auto' }}>
          <table className="w-100 small" data-testid="organiser-log">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>When</Trans>
                </th>
                <th scope="col">
                  <Trans>Who</Trans>
                </th>
                <th scope="col">
                  <Trans>What</Trans>
                </th>
                <th scope="col">
                  <Trans>About</Trans>
                </th>
                <th scope="col">
                  <Trans>Reason</Trans>
                </th>
                <th scope="col">
                  <Trans>Change</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    {entry.at
                      ? i18n.date(entry.at, { dateStyle: 'medium', timeStyle: 'short' })
                      : ''}
                  </td>
                  <td>{entry.by}</td>
                  <td>{actionName(entry.action)}</td>
                  <td className="text-break">{entry.target}</td>
                  <td>{entry.reason}</td>
                  <td className="text-break small">
                    <code>{entry.change}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
