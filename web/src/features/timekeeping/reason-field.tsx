import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { timekeepingText as t } from './strings.ts';

/** The reason a deletion asks for; the server refuses a blank one, naming it. */
export function Fields({ reason, onReason }: { reason: string; onReason: (reason: string) => void }) {
  return (
    <FormField label={t.reason} description={t.reasonHint}>
      <Input value={reason} onChange={({ detail }) => onReason(detail.value)} ariaLabel={t.reason} />
    </FormField>
  );
}
