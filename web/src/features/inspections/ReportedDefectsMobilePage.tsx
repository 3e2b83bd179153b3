import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { reportedDefects } from '#web/api/inspections.ts';
import { usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { StateBadge } from './DefectTable.tsx';
import { inspectionKeys } from './query-keys.ts';
import { inspectionText } from './strings.ts';
import './inspections.css';

const t = inspectionText.mobile;

/** /reported-defects-mobile: the open and deferred defects of the driver's tractor and domicile, on the phone. */
export function ReportedDefectsMobilePage() {
  const load = useQuery({ queryKey: inspectionKeys.reported, queryFn: reportedDefects });
  return (
    <ContentLayout header={<Header variant="h1" description={t.description}>{t.title}</Header>}>
      <Loaded query={load} feature={t.title}>
        {(answer) => (answer.defects.length === 0 ? <Box>{t.empty}</Box> : (
          <SpaceBetween size="s">
            {answer.defects.map((d) => (
              <div key={d.defectId} role="group" aria-label={`${t.tractor(d.VehicleID)} ${d.label}`}>
                <Container header={<Header variant="h3" description={d.VehicleID === answer.currentVehicleID ? t.yourTractor : d.Domicile}>{`${t.tractor(d.VehicleID)} · ${d.label}`}</Header>}>
                  <SpaceBetween size="xs">
                    <div><StateBadge d={d} /></div>
                    <Box variant="small">{t.reported(d.reportedBy, usDate(d.completedAt))}</Box>
                    {d.remarks && <Box>{d.remarks}</Box>}
                    {d.state === 'deferred' && <Box variant="small">{inspectionText.detail.deferredUntil(d.deferredUntil ?? '', d.deferredReason ?? '')}</Box>}
                    {d.photos?.length ? (
                      <div className="inspection-photos">
                        {d.photos.map((k, i) => (answer.imageUrls[k] ? <img key={k} src={answer.imageUrls[k]} alt={inspectionText.detail.photo(i + 1)} /> : null))}
                      </div>
                    ) : null}
                  </SpaceBetween>
                </Container>
              </div>
            ))}
          </SpaceBetween>
        ))}
      </Loaded>
    </ContentLayout>
  );
}
