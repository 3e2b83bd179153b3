import Flashbar, { type FlashbarProps } from '@cloudscape-design/components/flashbar';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import './chat.css';

type Kind = 'success' | 'error' | 'warning' | 'info';
type Notify = (kind: Kind, text: string) => void;

const SnackbarContext = createContext<Notify>(() => undefined);

/** The chat's snackbar: messages with a close button (§2.4), newest on top. */
export function SnackbarHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<FlashbarProps.MessageDefinition[]>([]);
  const notify = useCallback<Notify>((kind, text) => {
    const id = `${Date.now()}-${Math.random()}`;
    const dismiss = () => setItems((all) => all.filter((i) => i.id !== id));
    setItems((all) => [{ id, type: kind, content: text, dismissible: true, dismissLabel: t('chat.snackbarClose'), onDismiss: dismiss }, ...all].slice(0, 3));
    if (kind === 'success' || kind === 'info') setTimeout(dismiss, 6_000);
  }, [t]);
  const value = useMemo(() => notify, [notify]);
  return (
    <SnackbarContext.Provider value={value}>
      {/* On the page itself, above every dialog: an error must stay readable and closable while the
          broadcast or profile dialog that caused it is still open. */}
      {items.length > 0 && createPortal(<div className="fd-chat-snackbar"><Flashbar items={items} /></div>, document.body)}
      {children}
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): Notify {
  return useContext(SnackbarContext);
}
