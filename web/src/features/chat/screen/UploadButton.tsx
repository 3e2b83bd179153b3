import Button from '@cloudscape-design/components/button';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The file upload button; its default label is "Upload" (§2.4). */
export function UploadButton({ accept, onFile, label, disabled }: { accept: string; onFile: (file: File) => void; label?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="fd-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <Button iconName="upload" disabled={disabled} onClick={() => input.current?.click()}>
        {label ?? t('chat.upload')}
      </Button>
    </>
  );
}
