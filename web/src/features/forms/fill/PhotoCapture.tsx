import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { FORM_LIMITS } from '#shared/forms/form-fields';
import { shrinkPhoto } from './image-shrink.ts';

/** Previews of the photos taken on this page, by their stored key (the stored images are private). */
const previews = new Map<string, string>();

interface PhotoCaptureProps {
  label: string;
  photos: readonly string[];
  onChange: (photos: string[]) => void;
  uploadImage: (blob: Blob) => Promise<string>;
  required?: boolean;
  error?: string | undefined;
  disabled?: boolean;
}

/** Photos of an answer: the camera (or gallery) on a phone, each shrunk to a JPEG and sent before it is listed. */
export function PhotoCapture({ label, photos, onChange, uploadImage, required, error, disabled }: PhotoCaptureProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const full = photos.length >= FORM_LIMITS.photosPerField;

  async function take(files: FileList | null) {
    const chosen = [...(files ?? [])].slice(0, FORM_LIMITS.photosPerField - photos.length);
    if (input.current) input.current.value = '';
    if (chosen.length === 0) return;
    setSending(true);
    setFailed(false);
    const keys: string[] = [];
    try {
      for (const file of chosen) {
        const jpeg = await shrinkPhoto(file);
        const key = await uploadImage(jpeg);
        previews.set(key, URL.createObjectURL(jpeg));
        keys.push(key);
      }
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
      if (keys.length > 0) onChange([...photos, ...keys]);
    }
  }

  return (
    <FormField
      label={<span>{label}{required ? <span className="fd-fill__required"> · {t('forms.required')}</span> : null}</span>}
      errorText={error}
      constraintText={full ? t('forms.photoLimit', { max: FORM_LIMITS.photosPerField }) : undefined}
    >
      <div className="fd-fill__photos">
        {photos.map((key, i) => (
          <div key={key} className="fd-fill__photo">
            {previews.has(key) ? <img src={previews.get(key)} alt={t('forms.photoLabel', { n: i + 1 })} /> : <span className="fd-fill__photo-name">{t('forms.photoLabel', { n: i + 1 })}</span>}
            <Button variant="icon" iconName="close" ariaLabel={t('forms.removePhoto', { n: i + 1 })} disabled={disabled || sending} onClick={() => onChange(photos.filter((p) => p !== key))} />
          </div>
        ))}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        hidden
        aria-label={t('forms.takePhoto')}
        data-testid="photo-input"
        onChange={(e) => void take(e.currentTarget.files)}
      />
      <Button iconName="upload" disabled={disabled || sending || full} onClick={() => input.current?.click()}>
        {t('forms.addPhoto')}
      </Button>
      {sending ? <StatusIndicator type="loading">{t('forms.photoSending')}</StatusIndicator> : null}
      {failed ? <StatusIndicator type="error">{t('forms.photoFailed')}</StatusIndicator> : null}
    </FormField>
  );
}
