import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import TimeInput from '@cloudscape-design/components/time-input';
import { localDayAndTime } from '#shared/chat/scheduled';
import { useTranslation } from 'react-i18next';
import { UploadButton } from './UploadButton.tsx';

export interface BroadcastDraft {
  text: string;
  scheduledDay: string;
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
  const today = localDayAndTime(new Date()).scheduledDay;
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
        <FormField label={t('chat.setDay')}>
          <DatePicker
            value={draft.scheduledDay}
            disabled={readOnly}
            placeholder="YYYY/MM/DD"
            isDateEnabled={(date) => localDayAndTime(date).scheduledDay >= today}
            onChange={({ detail }) => set({ scheduledDay: detail.value })}
            i18nStrings={{ todayAriaLabel: t('chat.today'), nextMonthAriaLabel: t('chat.nextMonth'), previousMonthAriaLabel: t('chat.previousMonth'), openCalendarAriaLabel: () => t('chat.setDay') }}
          />
        </FormField>
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
