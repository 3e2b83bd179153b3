import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { PunchStampView, ShiftView } from '#shared/timekeeping/api';
import { usDateTime } from '#web/components/format.ts';
import { timekeepingText as t } from './strings.ts';

function Mark({ label, stamp }: { label: string; stamp: PunchStampView | null }) {
  if (!stamp || (!stamp.late && !stamp.flag)) return null;
  const tapped = stamp.correctedTapAt ?? stamp.tappedAt;
  return (
    <Box fontSize="body-s" data-testid={stamp.flag ? 'punch-flagged' : 'punch-late'}>
      <Badge color={stamp.flag ? 'red' : 'blue'}>{`${label}: ${stamp.flag ? `${t.flagged} (${stamp.flag})` : t.sentLate}`}</Badge>{' '}
      {tapped ? t.tappedArrived(usDateTime(tapped), usDateTime(stamp.arrivedAt)) : null}
    </Box>
  );
}

/** A shift's punches sent late from the phone's queue or stamped at arrival, with the tap and arrival times, for the office approving the week. */
export function PunchMarks({ shift }: { shift: ShiftView }) {
  if (!shift.inStamp?.late && !shift.inStamp?.flag && !shift.outStamp?.late && !shift.outStamp?.flag) return <>—</>;
  return (
    <SpaceBetween size="xxs">
      <Mark label={t.punchIn} stamp={shift.inStamp} />
      <Mark label={t.punchOut} stamp={shift.outStamp} />
    </SpaceBetween>
  );
}
