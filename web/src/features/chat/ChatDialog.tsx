import Modal from '@cloudscape-design/components/modal';
import { text } from '../../strings.ts';
import { NotAvailable } from '../pending/NotAvailable.tsx';

/** The full-screen chat dialog titled "{company} Chat" (§2.4); its rooms arrive with issue 5. */
export function ChatDialog({ companyName, onClose }: { companyName: string | undefined; onClose: () => void }) {
  return (
    <Modal visible size="max" header={text.chat.title(companyName)} closeAriaLabel={text.chat.close} onDismiss={onClose}>
      <NotAvailable feature={text.chat.feature} area="chat" />
    </Modal>
  );
}
