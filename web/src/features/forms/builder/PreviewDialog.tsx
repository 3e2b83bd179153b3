import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import type { FormFieldDef } from '#shared/forms/form-fields';
import { FormFiller } from '#web/features/forms/fill/FormFiller.tsx';
import { builderText as t } from './strings.ts';

const noUpload = () => Promise.reject(new Error('preview'));

/** The draft's questions exactly as the phone shows them, read-only. */
export function PreviewDialog({ questions, onClose }: { questions: FormFieldDef[]; onClose: () => void }) {
  return (
    <Modal visible size="medium" header={t.previewHeader} onDismiss={onClose} footer={<Box float="right"><Button onClick={onClose}>{t.close}</Button></Box>}>
      <div style={{ maxWidth: 390, margin: '0 auto' }}>
        <FormFiller questions={questions} answers={[]} onChange={() => undefined} errors={{}} uploadImage={noUpload} disabled />
      </div>
    </Modal>
  );
}
