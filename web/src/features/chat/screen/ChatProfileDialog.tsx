import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import type { SessionUser } from '#shared/access/session';
import type { ChatStatus } from '#shared/chat/types';
import { isProfilePhotoType } from '#shared/uploads/upload-rules';
import { ApiError } from '#web/api/client.ts';
import { chatApi, type EditableProfile } from '#web/features/chat/chat-api.ts';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '#web/features/chat/upload.ts';
import { Avatar } from './Avatar.tsx';
import { useSnackbar } from './snackbar.tsx';
import { UploadButton } from './UploadButton.tsx';

type Draft = EditableProfile & { photoURL: string | null };
const STATUSES: ChatStatus[] = ['available', 'away', 'invisible'];

/** "Update User Profile" (§2.4): name, contact e-mail and phone for alerts, photo (jpeg or png), status. */
export function ChatProfileDialog({ me, onClose }: { me: SessionUser; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useSnackbar();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    chatApi.profile().then((r) => setDraft(r.profile), () => notify('error', t('chat.profileUpdateFailed')));
  }, [notify, t]);

  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));

  const photo = async (file: File) => {
    if (!isProfilePhotoType(file.type)) return notify('error', t('chat.photoTypes'));
    setBusy(true);
    notify('warning', t('chat.uploading'));
    try {
      const upload = await uploadFile(file, `chatProfilePhotos/${me.uid}`, 'profilePhoto');
      set({ photoPath: upload.uploadRefPath, photoURL: upload.url });
      notify('success', t('chat.photoChanged'));
    } catch (error) {
      notify('error', (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!draft) return;
    setBusy(true);
    setErrors({});
    try {
      const { photoURL: _url, ...body } = draft;
      const { profile } = await chatApi.saveProfile(body);
      setDraft({ ...draft, ...profile });
      notify('success', t('chat.profileSaved'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      notify('error', t('chat.profileFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      visible
      header={t('chat.profileTitle')}
      onDismiss={onClose}
      closeAriaLabel={t('chat.close')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>{t('chat.cancel')}</Button>
            <Button variant="primary" loading={busy} disabled={!draft} onClick={() => void save()}>{t('chat.save')}</Button>
          </SpaceBetween>
        </Box>
      }
    >
      {!draft ? (
        <Box color="text-body-secondary">{t('common.loading')}</Box>
      ) : (
        <SpaceBetween size="m">
          <FormField label={t('chat.name')} errorText={errors.displayName}>
            <Input value={draft.displayName} onChange={({ detail }) => set({ displayName: detail.value })} />
          </FormField>
          <FormField label={t('chat.contactEmail')} description={t('chat.contactEmailHint')} errorText={errors.email}>
            <Input type="email" value={draft.email} onChange={({ detail }) => set({ email: detail.value })} />
          </FormField>
          <FormField label={t('chat.phone')} description={t('chat.phoneHint')} errorText={errors.phoneNumber}>
            <Input inputMode="tel" value={draft.phoneNumber} onChange={({ detail }) => set({ phoneNumber: detail.value })} />
          </FormField>
          <FormField label={t('chat.status')}>
            <Select
              selectedOption={{ value: draft.chatStatus, label: t(`chat.statuses.${draft.chatStatus}`) }}
              options={STATUSES.map((s) => ({ value: s, label: t(`chat.statuses.${s}`) }))}
              onChange={({ detail }) => set({ chatStatus: detail.selectedOption.value as ChatStatus })}
            />
          </FormField>
          <FormField label={t('chat.photo')} errorText={errors.photoPath}>
            <SpaceBetween size="xs">
              {draft.photoURL ? <img className="fd-chat-photo-preview" src={draft.photoURL} alt={draft.displayName} /> : <Avatar name={draft.displayName} size={96} />}
              <SpaceBetween direction="horizontal" size="xs">
                <UploadButton accept="image/jpeg,image/png" onFile={(f) => void photo(f)} disabled={busy} />
                {draft.photoPath && <Button onClick={() => set({ photoPath: null, photoURL: null })}>{t('chat.removePhoto')}</Button>}
              </SpaceBetween>
            </SpaceBetween>
          </FormField>
        </SpaceBetween>
      )}
    </Modal>
  );
}
