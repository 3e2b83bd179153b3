import { useTranslation } from 'react-i18next';

/** The acknowledgement ring of a sent broadcast: a circle filled to the percent (§2.4). */
export function AckRing({ percent, size = 36 }: { percent: number; size?: number }) {
  const { t } = useTranslation();
  const r = (size - 6) / 2;
  const length = 2 * Math.PI * r;
  return (
    <svg className="fd-ack-ring" width={size} height={size} role="img" aria-label={t('chat.ackPercent', { percent })}>
      <circle cx={size / 2} cy={size / 2} r={r} fill="none" stroke="#e9ebed" strokeWidth="4" />
      <circle
        cx={size / 2}
        cy={size / 2}
        r={r}
        fill="none"
        stroke="#037f0c"
        strokeWidth="4"
        strokeDasharray={`${(percent / 100) * length} ${length}`}
        transform={`rotate(-90 ${size / 2} ${size / 2})`}
      />
      <text x="50%" y="54%" textAnchor="middle" dominantBaseline="middle" fontSize="10">
        {percent}%
      </text>
    </svg>
  );
}
