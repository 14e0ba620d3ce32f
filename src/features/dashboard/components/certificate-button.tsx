import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { reportError } from '../../../lib/report-error';
import type { CertificateData } from '../logic/certificate-pdf';

/**
 * 'Download certificate' (beyond the spec), in her language (`data.language`): the PDF library
 * and the certificate's font are fetched only on this click.
 */
export function CertificateButton({ data }: { readonly data: CertificateData }) {
  const [state, setState] = useState<'idle' | 'making' | 'failed'>('idle');
  const download = async () => {
    setState('making');
    try {
      const { buildCertificatePdf, certificateFileName } = await import('../logic/certificate-pdf');
      const bytes = await buildCertificatePdf(data);
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = certificateFileName(data);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState('idle');
    } catch (error) {
      reportError(error, { action: 'downloadCertificate' });
      setState('failed');
    }
  };
  return (
    <div>
      <Button variant="success" onClick={() => void download()} disabled={state === 'making'}>
        <Trans>Download certificate</Trans>
      </Button>
      {state === 'failed' && (
        <p className="text-danger small mb-0 mt-1" role="alert">
          <Trans>
            We couldn&apos;t make your certificate. Check your connection and try again.
          </Trans>
        </p>
      )}
    </div>
  );
}
