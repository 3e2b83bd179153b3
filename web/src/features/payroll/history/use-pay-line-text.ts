import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverPayLine } from '#shared/payroll/driver-pay-lines';
import { payLineText, sayFrom } from '#shared/payroll/pay-line-text';

/** A pay line in the driver's language: the server sends its kind and parameters, the catalogue's `pay.line` its words. */
export function usePayLineText(): (line: DriverPayLine) => string {
  const { t } = useTranslation();
  return useMemo(() => {
    const say = sayFrom(t('pay.line', { returnObjects: true }));
    return (line: DriverPayLine) => payLineText(line, say);
  }, [t]);
}
