import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { reportError } from '../../../lib/report-error';
import { setGarminDataType, setPostingToggle } from '../api/device-settings';
import type { LinkedDevice } from '../../../contract/linked-device';
import { DEVICE_NAMES, garminDataType, type GarminDataType } from '../logic/device';

const SETTING_FAILED = msg`We couldn't save that setting. Check your connection and try again.`;

interface DeviceControlProps {
  readonly uid: string;
  readonly legId: string;
  readonly device: LinkedDevice;
  readonly postingOn: boolean;
  readonly garminStored: string | undefined;
}

function GarminChoice({ uid, stored }: { readonly uid: string; readonly stored: GarminDataType }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [choice, setChoice] = useState<GarminDataType>(stored);
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const save = () => {
    setState('saving');
    setGarminDataType(uid, choice).then(
      () => setState('idle'),
      (error: unknown) => {
        reportError(error, { action: 'setGarminDataType' });
        setState('failed');
      },
    );
  };
  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mt-2">
      <div>
        <label className="form-label small mb-1" htmlFor={`${id}-garmin`}>
          <Trans>Garmin data to count</Trans>
        </label>
        <select
          id={`${id}-garmin`}
          className="form-select form-select-sm"
          value={choice}
          onChange={(e) => setChoice(e.target.value === 'steps' ? 'steps' : 'activities')}
        >
          <option value="activities">{t`activities`}</option>
          <option value="steps">{t`steps`}</option>
        </select>
      </div>
      {choice !== stored && (
        <Button size="sm" onClick={save} disabled={state === 'saving'}>
          <Trans>Save</Trans>
        </Button>
      )}
      {state === 'failed' && (
        <p className="text-danger small mb-0" role="alert">
          {i18n._(SETTING_FAILED)}
        </p>
      )}
    </div>
  );
}

/** The device connection control (docs/product.md §P2): connect on /account, or the per-race posting toggle (and Garmin's data type). */
export function DeviceControl({ uid, legId, device, postingOn, garminStored }: DeviceControlProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [failed, setFailed] = useState(false);
  if (device === 'none') {
    return (
      <p className="mb-0">
        <Trans>
          <Link to={paths.account()}>Connect a fitness tracker</Link> to post your activities
          automatically.
        </Trans>
      </p>
    );
  }
  const deviceName = DEVICE_NAMES[device];
  const toggle = (on: boolean) => {
    setFailed(false);
    setPostingToggle(uid, legId, on).catch((error: unknown) => {
      reportError(error, { action: 'setPostingToggle' });
      setFailed(true);
    });
  };
  return (
    <div>
      <div className="form-check form-switch">
        <input
          type="checkbox"
          role="switch"
          id={`${id}-posting`}
          className="form-check-input"
          checked={postingOn}
          onChange={(e) => toggle(e.target.checked)}
        />
        <label className="form-check-label" htmlFor={`${id}-posting`}>
          {t`Post my ${deviceName} activities to this challenge`}
        </label>
      </div>
      {failed && (
        <p className="text-danger small mb-0" role="alert">
          {i18n._(SETTING_FAILED)}
        </p>
      )}
      {device === 'garmin' && (
        <GarminChoice
          key={garminDataType(garminStored)}
          uid={uid}
          stored={garminDataType(garminStored)}
        />
      )}
    </div>
  );
}
