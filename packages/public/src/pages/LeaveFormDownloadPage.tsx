import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApi } from '@staffdesk/core';
import { Banner, Button, downloadBlob, fileNameFrom, LoadingState } from '@staffdesk/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PublicPage } from '../components/PublicPage';

type Refusal = 'not-found' | 'expired' | 'failed';

const MESSAGES: Readonly<Record<Refusal, MessageDescriptor>> = {
  'not-found': msg`This download link is not valid. Check that you opened the whole link from the email, or ask HR for the form.`,
  expired: msg`This download link has expired. Ask HR for the form.`,
  failed: msg`The leave form could not be loaded. Check your connection and try again.`,
};

class FormRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal);
  }
}

/**
 * `/form_leave/download/approval/:token`: the approved leave's form as a PDF, from the link in the
 * employee's "leave decided" email (or self-service), through the PDF family's typed client. The
 * form is fetched first, so the page says the leave is approved only when the link really gives
 * an approved leave's form; the button then saves it.
 */
export function Component() {
  const { t, i18n } = useLingui();
  const { token = '' } = useParams();
  const { $api, fetchClient } = useApi().pdf;
  const [saved, setSaved] = useState(false);
  const init = { params: { path: { token } }, parseAs: 'blob' as const };
  const form = useQuery({
    queryKey: $api.queryOptions('get', '/public/leave-forms/{token}', init).queryKey,
    retry: (count, error) => !(error instanceof FormRefused) && count < 2,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const { data, response } = await fetchClient.GET('/public/leave-forms/{token}', init);
      if (response.status === 404) throw new FormRefused('not-found');
      if (response.status === 410) throw new FormRefused('expired');
      if (!response.ok || !data) throw new FormRefused('failed');
      return { pdf: data as Blob, name: fileNameFrom(response, 'leave-form.pdf') };
    },
  });

  if (form.isPending) {
    return (
      <PublicPage title={t`Your leave form`}>
        <LoadingState label={t`Checking your link…`} />
      </PublicPage>
    );
  }
  if (form.isError) {
    const refusal = form.error instanceof FormRefused ? form.error.refusal : 'failed';
    return (
      <PublicPage title={t`Your leave form`}>
        <Banner tone={refusal === 'failed' ? 'error' : 'warning'}>
          {i18n._(MESSAGES[refusal])}
        </Banner>
        {refusal === 'failed' ? (
          <Button variant="primary" size="lg" block onClick={() => void form.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
      </PublicPage>
    );
  }
  return (
    <PublicPage title={t`Your leave form`}>
      <p>
        <Trans>
          Your leave is approved. The leave form is a PDF with your details, the dates and every
          approval; keep it or hand it to your supervisor if they ask for it.
        </Trans>
      </p>
      {saved ? (
        <Banner tone="success">
          <Trans>The download has started. Check your downloads folder.</Trans>
        </Banner>
      ) : null}
      <Button
        variant="primary"
        size="lg"
        block
        onClick={() => {
          downloadBlob(form.data.pdf, form.data.name);
          setSaved(true);
        }}
      >
        <Trans>Download leave form</Trans>
      </Button>
    </PublicPage>
  );
}
