import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { jpegOf } from './image-shrink.ts';

interface SignaturePadProps {
  label: string;
  /** The stored signature image's key, once saved. */
  signatureKey: string | undefined;
  onChange: (key: string | undefined) => void;
  uploadImage: (blob: Blob) => Promise<string>;
  required?: boolean;
  error?: string | undefined;
  disabled?: boolean;
}

const HEIGHT = 180;

function clearCanvas(canvas: HTMLCanvasElement) {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
}

/** A signature drawn with a finger or the mouse on a white pad, stored as a JPEG. */
export function SignaturePad({ label, signatureKey, onChange, uploadImage, required, error, disabled }: SignaturePadProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  useEffect(() => {
    const pad = canvas.current;
    if (!pad || signatureKey) return;
    pad.width = Math.max(200, Math.round(pad.getBoundingClientRect().width || 340));
    pad.height = HEIGHT;
    clearCanvas(pad);
  }, [signatureKey]);

  function point(e: React.PointerEvent<HTMLCanvasElement>) {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - rect.left) * e.currentTarget.width) / rect.width, y: ((e.clientY - rect.top) * e.currentTarget.height) / rect.height };
  }

  function line(to: { x: number; y: number }) {
    const context = canvas.current?.getContext('2d');
    const from = last.current ?? to;
    if (!context) return;
    context.strokeStyle = '#000000';
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x + (from === to ? 0.1 : 0), to.y);
    context.stroke();
    last.current = to;
  }

  async function save() {
    if (!canvas.current || !drawn) {
      setProblem(t('forms.signatureEmpty'));
      return;
    }
    setSending(true);
    setProblem(undefined);
    try {
      const key = await uploadImage(await jpegOf(canvas.current));
      onChange(key);
    } catch {
      setProblem(t('forms.signatureFailed'));
    } finally {
      setSending(false);
    }
  }

  function again() {
    setDrawn(false);
    onChange(undefined);
  }

  const marker = required ? <span className="fd-fill__required"> · {t('forms.required')}</span> : null;
  if (signatureKey) {
    return (
      <FormField label={<span>{label}{marker}</span>} errorText={error}>
        <SpaceBetween size="xs" direction="horizontal" alignItems="center">
          <StatusIndicator type="success">{t('forms.signed')}</StatusIndicator>
          <Button disabled={disabled} onClick={again}>{t('forms.signAgain')}</Button>
        </SpaceBetween>
      </FormField>
    );
  }
  return (
    <FormField label={<span>{label}{marker}</span>} description={t('forms.signHere')} errorText={error ?? problem}>
      <canvas
        ref={canvas}
        className="fd-fill__signature"
        aria-label={t('forms.signaturePad')}
        role="img"
        onPointerDown={(e) => {
          if (disabled) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          last.current = null;
          line(point(e));
          setDrawn(true);
        }}
        onPointerMove={(e) => {
          if (last.current && e.buttons !== 0) line(point(e));
        }}
        onPointerUp={() => {
          last.current = null;
        }}
      />
      <SpaceBetween size="xs" direction="horizontal" alignItems="center">
        <Button
          disabled={disabled || sending}
          onClick={() => {
            if (canvas.current) clearCanvas(canvas.current);
            setDrawn(false);
          }}
        >
          {t('forms.clearSignature')}
        </Button>
        <Button variant="primary" disabled={disabled} loading={sending} onClick={() => void save()}>
          {t('forms.saveSignature')}
        </Button>
      </SpaceBetween>
    </FormField>
  );
}
