import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { fleetApi, fleetKeys } from '#web/api/fleet.ts';

export interface PretripChoice {
  vehicleId: string;
  legOrg: string;
  legDes: string;
}

/** Before starting an inspection: the tractor (the driver's own by default) and, if he likes, the leg; any other form asks for neither. */
export function PretripSetup({ formName, defaultVehicleId, needsTractor, onStart }: { formName: string; defaultVehicleId: string; needsTractor: boolean; onStart: (c: PretripChoice) => void }) {
  const { t } = useTranslation();
  const tractors = useQuery({ queryKey: fleetKeys.tractors, queryFn: fleetApi.tractors, enabled: needsTractor });
  const [vehicleId, setVehicleId] = useState(defaultVehicleId);
  const [legOrg, setLegOrg] = useState('');
  const [legDes, setLegDes] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const options = (tractors.data ?? []).filter((x) => x.Active).map((x) => ({ value: x.VehicleID, label: x.VehicleID, description: [x.Make, x.Model].filter(Boolean).join(' ') }));
  return (
    <Container header={<Header variant="h2">{formName}</Header>}>
      <SpaceBetween size="m">
        {needsTractor ? (
          <>
            <FormField label={t('forms.tractor')} errorText={problem}>
              <Select
                selectedOption={vehicleId ? { value: vehicleId, label: vehicleId } : null}
                options={options}
                placeholder={t('forms.chooseTractor')}
                filteringType="auto"
                statusType={tractors.isLoading ? 'loading' : 'finished'}
                ariaLabel={t('forms.tractor')}
                onChange={({ detail }) => setVehicleId(detail.selectedOption.value ?? '')}
              />
            </FormField>
            <FormField label={t('forms.legOrg')}>
              <Input value={legOrg} onChange={({ detail }) => setLegOrg(detail.value)} ariaLabel={t('forms.legOrg')} />
            </FormField>
            <FormField label={t('forms.legDes')}>
              <Input value={legDes} onChange={({ detail }) => setLegDes(detail.value)} ariaLabel={t('forms.legDes')} />
            </FormField>
          </>
        ) : null}
        <Button
          variant="primary"
          onClick={() => {
            if (needsTractor && !vehicleId) setProblem(t('forms.chooseTractor'));
            else if (!needsTractor) onStart({ vehicleId: '', legOrg: '', legDes: '' });
            else onStart({ vehicleId, legOrg: legOrg.trim(), legDes: legDes.trim() });
          }}
        >
          {t('forms.start')}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
