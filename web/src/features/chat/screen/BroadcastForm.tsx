import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import TimeInput from '@cloudscape-design/components/time-input';
import { useTranslation } from 'react-i18next';
import { useCompanyToday } from '#web/auth/company-zone.ts';
import { DateField } from '#web/components/DateField.tsx';
import type { TypedDay } from '#web/components/typed-day.ts';
import { UploadButton } from './UploadButton.tsx';

export interface BroadcastDraft {
  text: string;
  /** null while the typed day is not a date (the field says why; nothing is sent). */
  scheduledDay: TypedDay;
  scheduledTime: string;
  highAlert: boolean;
  media: { path: string; kind: 'image' | 'video' | 'audio'; name: string } | null;
}

interface BroadcastFormProps {
  draft: BroadcastDraft;
  readOnly: boolean;
  textError: string;
  uploading: boolean;
  onChange: (draft: BroadcastDraft) => void;
  onFile: (file: File) => void;
}

/** The broadcast dialog's fields: text, optional media, "Set Day" (today or later), "Set Time", alert. */
export function BroadcastForm({ draft, readOnly, textError, uploading, onChange, onFile }: BroadcastFormProps) {
  const { t } = useTranslation();
  // The company's today, not the sender's clock: the server refuses a day before it the same way.
  const today = useCompanyToday();
  const set = (patch: Partial<BroadcastDraft>) => onChange({ ...draft, ...patch });
  return (
    <SpaceBetween size="m">
      <FormField label={t('chat.broadcastText')} errorText={textError}>
        <Textarea value={draft.text} disabled={readOnly} ariaLabel={t('chat.broadcastText')} onChange={({ detail }) => set({ text: detail.value })} />
      </FormField>
      {!readOnly && (
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <UploadButton accept="image/*,video/*,audio/*" onFile={onFile} disabled={uploading} />
          {draft.media && <Box variant="small">{draft.media.name}</Box>}
        </SpaceBetween>
      )}
      <SpaceBetween direction="horizontal" size="m">
        <DateField
          label={t('chat.setDay')}
          value={draft.scheduledDay}
          disabled={readOnly}
          isDayEnabled={(day) => day >= today}
          onChange={(scheduledDay) => set({ scheduledDay })}
          calendarText={{ open: () => t('chat.chooseDay'), calendar: { todayAriaLabel: t('chat.today'), nextMonthAriaLabel: t('chat.nextMonth'), previousMonthAriaLabel: t('chat.previousMonth') } }}
        />
        <FormField label={t('chat.setTime')}>
          <TimeInput value={draft.scheduledTime} disabled={readOnly} format="hh:mm" placeholder="hh:mm" ariaLabel={t('chat.setTime')} onChange={({ detail }) => set({ scheduledTime: detail.value })} />
        </FormField>
      </SpaceBetween>
      <Checkbox checked={draft.highAlert} disabled={readOnly} onChange={({ detail }) => set({ highAlert: detail.checked })}>
        {t('chat.alertOver')}
      </Checkbox>
    </SpaceBetween>
  );
}
