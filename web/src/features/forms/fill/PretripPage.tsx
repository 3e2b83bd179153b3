import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { DraftView, MyFormsView } from '#shared/forms/fill-api';
import { formNameIn } from '#shared/forms/starter-dvir-words';
import { Loaded } from '#web/components/Loaded.tsx';
import { submitFormOrKeep } from '#web/offline/actions/form-submit-action.ts';
import { KeptOnPhoneResult } from '#web/offline/KeptOnPhoneResult.tsx';
import { uploadOrKeep } from '#web/offline/local-images.ts';
import { answerOf, fillApi, fillKeys } from './fill-client.ts';
import { InspectionRun, SubmittedResult } from './InspectionRun.tsx';
import { keptKey } from './kept-answers.ts';
import { PretripSetup } from './PretripSetup.tsx';
import { useReaderLanguage } from './reader-language.ts';

/** With no signal, a photo or signature waits on the phone and goes with the submit. */
const driverUpload = uploadOrKeep(fillApi.uploadImage);

interface Started {
  formId: string;
  formVersion: number;
  vehicleId: string;
  legOrg: string;
  legDes: string;
  draft?: DraftView;
}

function Run({ started }: { started: Started }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const version = useQuery({ queryKey: fillKeys.version(started.formId, started.formVersion), queryFn: () => fillApi.version(started.formId, started.formVersion) });
  const review = useQuery({
    queryKey: fillKeys.lastInspection(started.vehicleId),
    queryFn: () => fillApi.lastInspection(started.vehicleId),
    enabled: Boolean(started.vehicleId) && version.data?.formType === 'DVIR',
  });
  return (
    <Loaded query={version} feature={t('forms.pretripTitle')}>
      {(v) =>
        v.formType === 'DVIR' && started.vehicleId && !review.data ? (
          <Loaded query={review} feature={t('forms.reviewTitle')}>{() => null}</Loaded>
        ) : (
          <InspectionRun
            version={v}
            keptKey={keptKey(started.formId, started.formVersion, started.vehicleId)}
            lastInspection={review.data}
            uploadImage={driverUpload}
            draft={{ formId: started.formId, formVersion: started.formVersion, VehicleID: started.vehicleId, legOrg: started.legOrg, legDes: started.legDes }}
            {...(started.draft ? { resumeDraftId: started.draft.draftId, resumeAnswers: started.draft.answers.map(answerOf) } : {})}
            onReviewStale={() => void review.refetch()}
            submit={async (p) => {
              const stored = await submitFormOrKeep({
                formId: started.formId, formVersion: started.formVersion, startedAt: p.startedAt, answers: p.answers,
                ...(started.vehicleId ? { VehicleID: started.vehicleId } : {}),
                ...(started.legOrg ? { legOrg: started.legOrg } : {}),
                ...(started.legDes ? { legDes: started.legDes } : {}),
                ...(p.draftId ? { draftId: p.draftId } : {}),
                ...(p.priorReview ? { priorReview: p.priorReview } : {}),
              }, v.formName);
              // The forms and reviews are refreshed on leaving: refreshed now, a resumed draft would vanish under the result.
              return stored;
            }}
            done={(result) => {
              const back = <Button onClick={() => {
                void client.invalidateQueries({ queryKey: ['forms'] });
                void client.invalidateQueries({ queryKey: ['inspections'] });
                navigate('/driver-forms');
              }}>{t('forms.backToForms')}</Button>;
              return 'keptOnPhone' in result ? <KeptOnPhoneResult action={back} /> : <SubmittedResult result={result} action={back} />;
            }}
          />
        )
      }
    </Loaded>
  );
}

function choose(mine: MyFormsView, search: URLSearchParams): { started?: Started; formId?: string; formName: string; publishedVersion: number; formType?: string } {
  const draftId = search.get('draftId');
  const draft = draftId ? mine.drafts.find((d) => d.draftId === draftId) : undefined;
  if (draft) return { started: { formId: draft.formId, formVersion: draft.formVersion, vehicleId: draft.VehicleID, legOrg: draft.legOrg, legDes: draft.legDes, draft }, formName: draft.formName, publishedVersion: draft.formVersion };
  const formId = search.get('formId');
  const form = formId ? mine.forms.find((f) => f.formId === formId) : mine.forms.find((f) => f.formType === 'DVIR');
  if (!form) return { formName: '', publishedVersion: 0 };
  const vehicleId = search.get('vehicleId');
  const pinned = Number(search.get('v'));
  const formVersion = Number.isInteger(pinned) && pinned >= 1 && pinned <= form.publishedVersion ? pinned : form.publishedVersion;
  if (search.get('start') === '1') {
    return { started: { formId: form.formId, formVersion, vehicleId: vehicleId ?? '', legOrg: search.get('legOrg') ?? '', legDes: search.get('legDes') ?? '' }, formName: form.formName, publishedVersion: formVersion };
  }
  return { formId: form.formId, formName: form.formName, publishedVersion: form.publishedVersion, formType: form.formType };
}

/**
 * /pretrip-safety-inspection (and `?formId=` for any form): the tractor and leg, the §396.13 review of
 * its last DVIR, the questions, Submit. The choice goes into the address, so a reload resumes the same
 * form with the answers kept on the phone.
 */
export function PretripPage() {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const [search, setSearch] = useSearchParams();
  const mine = useQuery({ queryKey: fillKeys.myForms, queryFn: fillApi.myForms });
  return (
    <ContentLayout header={<Header variant="h1">{formNameIn((mine.data && choose(mine.data, search).formName) || '', language) || t('forms.pretripTitle')}</Header>}>
      <Loaded query={mine} feature={t('forms.pretripTitle')}>
        {(data) => {
          const c = choose(data, search);
          if (c.started) return <Run key={`${c.started.formId}.${c.started.vehicleId}`} started={c.started} />;
          if (!c.formId) return <Box color="text-body-secondary">{search.get('formId') ? t('forms.formNotFound') : t('forms.noDvir')}</Box>;
          const formId = c.formId;
          return (
            <PretripSetup
              formName={formNameIn(c.formName, language)}
              defaultVehicleId={data.currentVehicleId ?? ''}
              needsTractor={c.formType === 'DVIR' || c.formType === 'Inspection'}
              onStart={(choice) => {
                const next = new URLSearchParams({ formId, v: String(c.publishedVersion), start: '1', vehicleId: choice.vehicleId });
                if (choice.legOrg) next.set('legOrg', choice.legOrg);
                if (choice.legDes) next.set('legDes', choice.legDes);
                setSearch(next);
              }}
            />
          );
        }}
      </Loaded>
    </ContentLayout>
  );
}
