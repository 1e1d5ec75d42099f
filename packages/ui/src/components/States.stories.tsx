import type { Story, StoryDefault } from '@ladle/react';
import { Button } from './Button';
import { Card } from './Card';
import {
  AccessDeniedPage,
  Banner,
  EmptyState,
  ErrorState,
  LoadingState,
  NotFoundPage,
  StatusPage,
} from './States';

export default { title: 'States' } satisfies StoryDefault;

export const Empty: Story = () => (
  <Card flush>
    <EmptyState
      title="No clients yet"
      description="Add your first client to start placing employees with them."
      action={<Button variant="primary">Add client</Button>}
    />
  </Card>
);

export const Loading: Story = () => (
  <Card flush>
    <LoadingState rows={4} label="Loading candidates" />
  </Card>
);

export const ErrorWithRetry: Story = () => (
  <Card flush>
    <ErrorState
      message="The payroll service did not answer. Your data is safe."
      onRetry={() => {}}
    />
  </Card>
);

export const Banners: Story = () => (
  <div className="sd-stack">
    <Banner tone="info" action={<Button size="sm">Reload</Button>}>
      A new version of Staffdesk is available.
    </Banner>
    <Banner tone="success" title="Payroll run finished">
      312 payslips were generated for November 2026.
    </Banner>
    <Banner tone="warning" title="NPWP missing">
      PPh 21 is withheld at the higher rate until the NPWP is filled in.
    </Banner>
    <Banner tone="error" title="Payroll is locked">
      November 2026 was closed on 25 Nov 2026. Ask finance to reopen it.
    </Banner>
  </div>
);

export const NotFound: Story = () => (
  <StatusPage
    code="404"
    title="Page not found"
    message="The link may be old or mistyped."
    action={
      <Button asChild variant="primary">
        <a href="#/">Go to home</a>
      </Button>
    }
  />
);

export const AccessDenied: Story = () => (
  <StatusPage
    code="403"
    title="You don't have access to this section"
    message="Ask an administrator to give your role access to Finance."
    action={
      <Button asChild>
        <a href="#/">Go to home</a>
      </Button>
    }
  />
);

export const SignInRequired: Story = () => (
  <StatusPage
    title="Please sign in"
    message="Business development needs you to be signed in."
    action={<Button variant="primary">Sign in</Button>}
  />
);

export const NewVersion: Story = () => (
  <StatusPage
    title="A new version is available"
    message="Staffdesk was updated while this page was open. Reload to continue."
    action={
      <Button variant="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    }
  />
);

/** Inside the app shell: the defaults a department page shows for a 404 from the server. */
export const NotFoundInline: Story = () => (
  <NotFoundPage
    action={
      <Button asChild variant="primary">
        <a href="#/">Go to home</a>
      </Button>
    }
  />
);

/** Inside the app shell: the defaults a department page shows for a 403 from the server. */
export const AccessDeniedInline: Story = () => (
  <AccessDeniedPage
    action={
      <Button asChild variant="primary">
        <a href="#/">Go to home</a>
      </Button>
    }
  />
);
