import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Alert } from 'react-bootstrap';
import { ChartFigure } from '../../components/charts/chart-figure';
import { failureDetail } from '../../components/failure-alert';
import * as de from '../../i18n/de/common';
import { participants, profileAnswers } from '../../i18n/de/profile-questions';
import { charts } from '../../i18n/de/review-charts';
import { useT } from '../../i18n/runtime';
import { useFormat } from '../../lib/use-format';
import { participantsQueryOptions } from '../../lib/profile';
import { participantsChart, type ParticipantTexts } from './participants-data';

/** „Wer hat teilgenommen?“ (docs/product.md §25.3): the project's participants by their answers to
 *  the organisation's profile questions, a chart and table per question, groups under 5 as
 *  „weniger als 5“ (the server never sends their numbers). A refusal or failure is one line. */
export function ParticipantsSection({ workspaceId }: { workspaceId: string }) {
  const tc = useT('common', de.common);
  const p = useT('participants', participants);
  const c = useT('charts', charts);
  const noAnswer = useT('profileAnswers', profileAnswers)('noAnswer');
  const f = useFormat();
  const texts: ParticipantTexts = useMemo(() => ({ c, f, p, noAnswer }), [c, f, p, noAnswer]);
  const profile = useQuery(participantsQueryOptions(workspaceId));
  const data = profile.data;
  const list = useMemo(() => (data ? data.Questions.map((q, i) => participantsChart(q, i, texts)) : []), [data, texts]);
  return (
    <section aria-labelledby="participants-title" className="mb-4">
      <h2 id="participants-title" className="h5">{p('title')}</h2>
      {profile.isPending && <p role="status">{tc('loading')}</p>}
      {profile.isError && <Alert variant="warning" role="status" className="mb-0">{[p('loadFailed'), failureDetail(profile.error)].filter(Boolean).join(' ')}</Alert>}
      {data && data.Questions.length === 0 && <p>{p('none')}</p>}
      {data && data.Questions.length > 0 && (
        <>
          <p>{p('intro', { n: data.Participants })}</p>
          <p className="small">{p('withheldNote')}</p>
          {list.map((chart) => <ChartFigure key={chart.id} {...chart} tableOpen />)}
        </>
      )}
    </section>
  );
}
