import { Trans, useLingui } from '@lingui/react/macro';
import {
  COPYRIGHT_YEAR,
  rememberChosenLocale,
  useCatalogs,
  useLocale,
  VERSION,
} from '@staffdesk/core';
import { kitOvertimeCatalog } from '@staffdesk/kit';
import { Button, DescriptionList, LanguageSwitch, LoadingState, StatusBadge } from '@staffdesk/ui';
import { Link, useParams, useSearchParams } from 'react-router';
import { DecisionLinkPage } from '../components/DecisionLinkPage';
import {
  commentText,
  decisionText,
  employeeFacts,
  overtimeFacts,
  overtimeLinks,
  type PublicOvertimeApproval,
  useOvertimeApprovalLink,
  useOvertimePdfHref,
} from '../lib/overtime';
import { overtimeLinkCatalog } from '../locales/pages/overtime/catalog';

/** The product's name, the same in every language. */
const PRODUCT_NAME = 'Staffdesk';

/**
 * The form's layout on screen (a sheet on the page's grey, narrow phones included) and on paper
 * (A4, the sheet alone: no toolbar, no frame). Hoisted into the document's head once.
 */
const FORM_CSS = `
.sd-overtime-page {
  display: flex;
  flex-direction: column;
  align-items: center;
  min-height: 100dvh;
  padding: var(--sd-space-6) var(--sd-space-3) var(--sd-space-10);
  background: var(--sd-color-bg);
}
.sd-overtime-page__toolbar,
.sd-overtime-form {
  width: 100%;
  max-width: 48rem;
}
.sd-overtime-page__toolbar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sd-space-3);
  margin-bottom: var(--sd-space-4);
}
.sd-overtime-page__brand {
  margin-right: auto;
  font-size: var(--sd-font-size-xl);
  font-weight: var(--sd-font-weight-semibold);
}
.sd-overtime-form {
  display: flex;
  flex-direction: column;
  gap: var(--sd-space-5);
  padding: var(--sd-space-6);
  border: 1px solid var(--sd-color-border);
  border-radius: var(--sd-radius-xl);
  background: var(--sd-color-surface);
  box-shadow: var(--sd-shadow-md);
}
.sd-overtime-form__head {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--sd-space-2);
}
.sd-overtime-form h1 {
  margin: 0;
  font-size: var(--sd-font-size-2xl);
}
.sd-overtime-form h2 {
  margin: 0 0 var(--sd-space-3);
  padding-bottom: var(--sd-space-1);
  border-bottom: 1px solid var(--sd-color-border);
  font-size: var(--sd-font-size-lg);
}
.sd-overtime-form__decision p {
  margin: 0 0 var(--sd-space-2);
}
.sd-overtime-form__signatures {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: var(--sd-space-4);
}
.sd-overtime-form__signature {
  display: flex;
  flex-direction: column;
  gap: var(--sd-space-1);
  min-height: 11rem;
  padding: var(--sd-space-3);
  border: 1px solid var(--sd-color-border-strong);
  border-radius: var(--sd-radius-md);
}
.sd-overtime-form__signature p {
  margin: 0;
}
.sd-overtime-form__space {
  flex: 1;
  min-height: 5rem;
  border-bottom: 1px solid var(--sd-color-border-strong);
}
.sd-overtime-page__footer {
  margin-top: var(--sd-space-6);
  color: var(--sd-color-text-muted);
  font-size: var(--sd-font-size-sm);
}
@media (max-width: 479.98px) {
  .sd-overtime-page {
    padding: var(--sd-space-4) var(--sd-space-3) var(--sd-space-8);
  }
  .sd-overtime-form {
    padding: var(--sd-space-5) var(--sd-space-4);
  }
}
@media print {
  @page {
    size: A4;
    margin: 15mm;
  }
  .sd-overtime-page {
    display: block;
    min-height: 0;
    padding: 0;
    background: none;
  }
  .sd-overtime-page [data-print="hide"] {
    display: none !important;
  }
  .sd-overtime-form {
    max-width: none;
    padding: 0;
    border: 0;
    border-radius: 0;
    box-shadow: none;
  }
  .sd-overtime-form section {
    break-inside: avoid;
  }
}
`;

/** The sheet itself: the request, its decision and the two signature boxes. */
function OvertimeForm({ view }: { view: PublicOvertimeApproval }) {
  const { t } = useLingui();
  const { request } = view;
  const comment = commentText(request);
  const approverName = request.approverName ?? view.approver.name;
  const { fullName } = request.employee;
  const workWeek = request.workWeek;
  const status = request.status;
  return (
    <article className="sd-overtime-form" aria-labelledby="overtime-form-title">
      <header className="sd-overtime-form__head">
        <h1 id="overtime-form-title">
          <Trans>Overtime form</Trans>
        </h1>
        <StatusBadge status={status} />
      </header>
      <section aria-labelledby="overtime-form-employee">
        <h2 id="overtime-form-employee">
          <Trans>Employee</Trans>
        </h2>
        <DescriptionList items={employeeFacts(request)} />
      </section>
      <section aria-labelledby="overtime-form-details">
        <h2 id="overtime-form-details">
          <Trans>Overtime details</Trans>
        </h2>
        <DescriptionList
          items={[
            ...overtimeFacts(request),
            { label: t`Work week`, value: t`${workWeek} working days a week`, numeric: true },
          ]}
        />
      </section>
      <section aria-labelledby="overtime-form-decision" className="sd-overtime-form__decision">
        <h2 id="overtime-form-decision">
          <Trans>Decision</Trans>
        </h2>
        <p>
          {status === 'pending' ? (
            <Trans>Waiting for the decision of {approverName}.</Trans>
          ) : (
            decisionText(request)
          )}
        </p>
        {comment ? <p>{comment}</p> : null}
      </section>
      <section aria-labelledby="overtime-form-signatures">
        <h2 id="overtime-form-signatures">
          <Trans>Signatures</Trans>
        </h2>
        <div className="sd-overtime-form__signatures">
          <div className="sd-overtime-form__signature">
            <p>
              <strong>
                <Trans>Employee signature</Trans>
              </strong>
            </p>
            <div className="sd-overtime-form__space" aria-hidden="true" />
            <p>{fullName}</p>
            <p className="sd-text-muted">
              <Trans>Date:</Trans>
            </p>
          </div>
          <div className="sd-overtime-form__signature">
            <p>
              <strong>
                <Trans>Approver signature</Trans>
              </strong>
            </p>
            <div className="sd-overtime-form__space" aria-hidden="true" />
            <p>{approverName}</p>
            <p className="sd-text-muted">
              <Trans>Date:</Trans>
            </p>
          </div>
        </div>
      </section>
    </article>
  );
}

/** The page around the form: the brand, the language, back to the link, Print and the PDF. */
function FormPage({
  view,
  token,
  email,
}: {
  view: PublicOvertimeApproval;
  token: string;
  email: string;
}) {
  const { t } = useLingui();
  const { locale, setLocale } = useLocale();
  const pdfHref = useOvertimePdfHref(token, email);
  return (
    <div className="sd-root sd-public sd-overtime-page">
      <style href="staffdesk-overtime-form" precedence="default">
        {FORM_CSS}
      </style>
      <nav className="sd-overtime-page__toolbar" aria-label={t`Overtime form`} data-print="hide">
        <span className="sd-overtime-page__brand">{PRODUCT_NAME}</span>
        <LanguageSwitch
          locale={locale}
          onChange={(next) => {
            rememberChosenLocale(next);
            setLocale(next);
          }}
        />
        <Link to={overtimeLinks.approval(token, email)}>
          <Trans>Back to the request</Trans>
        </Link>
        <Button variant="primary" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
        {/* A link with the button's look; not `<Button asChild>`, whose Slot would regroup the
            shared chunks and weigh on the signed-in pages. */}
        <a className="sd-button sd-button--secondary" href={pdfHref} download>
          <Trans>Download PDF</Trans>
        </a>
      </nav>
      <main>
        <OvertimeForm view={view} />
      </main>
      <footer className="sd-overtime-page__footer" data-print="hide">
        {`${PRODUCT_NAME} ${VERSION} · © ${COPYRIGHT_YEAR}`}
      </footer>
    </div>
  );
}

/**
 * `/pic/format-overtime/:contentId?token=&email=`: the printable overtime form of the request
 * behind an approval link (the same answer as the approval page; no pay amounts): the employee,
 * the overtime, the decision if any and two signature boxes, with Print and the PDF. Shows "not
 * valid" when the link does not resolve or names another request than `contentId`.
 */
export function Component() {
  const ready = useCatalogs(overtimeLinkCatalog, kitOvertimeCatalog);
  return ready ? <OvertimeFormat /> : <LoadingState rows={5} />;
}

function OvertimeFormat() {
  const { t } = useLingui();
  const { contentId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';
  const link = useOvertimeApprovalLink(token, email);

  const data = link.data;
  // A link of another request than the form's is as unknown as a link the server does not know.
  const other = data !== undefined && 'request' in data && data.request.id !== contentId;
  return (
    <DecisionLinkPage
      link={{ ...link, data: other ? ({ state: 'not-found' } as const) : data }}
      loadingTitle={t`Opening the overtime form`}
      notFound={
        <Trans>
          We could not find this overtime form. Open it from the overtime approval link in your
          email, or ask HR to send the link again.
        </Trans>
      }
    >
      {(view) => <FormPage view={view} token={token} email={email} />}
    </DecisionLinkPage>
  );
}
