import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9: the driver layout's progress bar finishes 1 second after the layout appears. */
export const DRIVER_PROGRESS_MS = 1000;

export function DriverProgressBar() {
  const { t } = useTranslation();
  const [started, setStarted] = useState(false);
  const [finished, setFinished] = useState(false);
  useEffect(() => {
    // Started one frame after mounting so the width transition has a 0 % to run from.
    const frame = requestAnimationFrame(() => setStarted(true));
    const timer = window.setTimeout(() => setFinished(true), DRIVER_PROGRESS_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <div
      className="fd-progress"
      role="progressbar"
      aria-label={t('shell.loadingBar')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={finished ? 100 : 0}
      data-state={finished ? 'finished' : 'running'}
    >
      <div className="fd-progress__fill" style={{ width: started ? '100%' : '0%' }} />
    </div>
  );
}
