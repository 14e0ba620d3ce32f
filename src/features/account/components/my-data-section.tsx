/**
 * "Download my data" (account page, beyond the spec; the participant's right to a portable
 * copy): one click saves her data as JSON and her activities as CSV, assembled by the server
 * from her account alone (contract/my-data.ts). A failure says so and offers to try again.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { reportError } from '../../../lib/report-error';
import { exportMyData } from '../api/export-my-data';
import { myDataFiles, type DownloadFile } from '../logic/my-data-files';

type Status = 'idle' | 'working' | 'done' | 'failed';

function save(file: DownloadFile) {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has started the download from the object URL by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function MyDataSection() {
  const { t } = useLingui();
  const [status, setStatus] = useState<Status>('idle');

  const download = async () => {
    setStatus('working');
    try {
      myDataFiles(await exportMyData()).forEach(save);
      setStatus('done');
    } catch (error) {
      reportError(error, { action: 'exportMyData' });
      setStatus('failed');
    }
  };

  return (
    <section className="mb-4" aria-labelledby="account-my-data">
      <h2 id="account-my-data" className="h5">
        <Trans>Your data</Trans>
      </h2>
      <p>
        <Trans>
          Download everything this site keeps about you: your profile, registrations, activities,
          teams, referrals, gift codes, payments and preferences (a JSON file), and your activities
          as a spreadsheet (a CSV file).
        </Trans>
      </p>
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={status === 'working'}
        onClick={() => void download()}
      >
        {status === 'working' ? t`Preparing your data…` : t`Download my data`}
      </button>
      <div role="status" className="mt-2">
        {status === 'done' && <Trans>Your data has been downloaded.</Trans>}
        {status === 'failed' && (
          <span className="text-danger">
            <Trans>We couldn't prepare your data. Check your connection and try again.</Trans>
          </span>
        )}
      </div>
    </section>
  );
}
