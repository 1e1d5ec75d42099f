import { useApi } from '@staffdesk/core';
import { Banner, Button, downloadBlob, fileNameFrom } from '@staffdesk/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PublicPage } from '../components/PublicPage';

type Outcome = 'idle' | 'downloading' | 'done' | 'not-found' | 'expired' | 'failed';

const MESSAGES: Partial<Record<Outcome, string>> = {
  'not-found':
    'This download link is not valid. Check that you opened the whole link from the email, or ask HR for the form.',
  expired: 'This download link has expired. Ask HR for the form.',
  failed: 'The leave form could not be downloaded. Check your connection and try again.',
};

/**
 * `/form_leave/download/approval/:token`: the approved leave's form as a PDF, from the link in the
 * employee's "leave decided" email (or self-service), through the PDF family's typed client.
 */
export function Component() {
  const { token = '' } = useParams();
  const { fetchClient } = useApi().pdf;
  const [outcome, setOutcome] = useState<Outcome>('idle');

  async function download() {
    setOutcome('downloading');
    try {
      const { data, response } = await fetchClient.GET('/public/leave-forms/{token}', {
        params: { path: { token } },
        parseAs: 'blob',
      });
      if (response.status === 404) return setOutcome('not-found');
      if (response.status === 410) return setOutcome('expired');
      if (!response.ok || !data) return setOutcome('failed');
      downloadBlob(data as Blob, fileNameFrom(response, 'leave-form.pdf'));
      setOutcome('done');
    } catch {
      setOutcome('failed');
    }
  }

  const message = MESSAGES[outcome];
  return (
    <PublicPage title="Your leave form">
      <p>
        Your leave is approved. The leave form is a PDF with your details, the dates and every
        approval; keep it or hand it to your supervisor if they ask for it.
      </p>
      {message ? (
        <Banner tone={outcome === 'failed' ? 'error' : 'warning'}>{message}</Banner>
      ) : null}
      {outcome === 'done' ? (
        <Banner tone="success">The download has started. Check your downloads folder.</Banner>
      ) : null}
      {outcome !== 'not-found' && outcome !== 'expired' ? (
        <Button
          variant="primary"
          size="lg"
          block
          loading={outcome === 'downloading'}
          onClick={() => void download()}
        >
          Download leave form
        </Button>
      ) : null}
    </PublicPage>
  );
}
