import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { StatusBadge } from './Badge';
import { Button } from './Button';
import { DescriptionList } from './DescriptionList';
import { PublicCard, PublicCardActions } from './PublicCard';
import { Banner } from './States';

export default { title: 'Public/PublicCard' } satisfies StoryDefault;

export const LeaveApproval: Story = () => {
  const [decision, setDecision] = useState<'approved' | 'rejected' | null>(null);
  const [comment, setComment] = useState('');
  if (decision) {
    return (
      <PublicCard
        company="PT Staffdesk Indonesia"
        title={decision === 'approved' ? 'Leave approved' : 'Leave rejected'}
      >
        <StatusBadge status={decision} />
        <p>Budi Santoso and HR have been told by email. You can close this page.</p>
      </PublicCard>
    );
  }
  return (
    <PublicCard
      company="PT Staffdesk Indonesia"
      title="Approve leave for Budi Santoso?"
      footer="Questions? Write to hr@staffdesk.co.id"
    >
      <p>
        Budi works for you through Staffdesk. He asked for leave and you are his approver at PT
        Sinar Maju Logistik.
      </p>
      <DescriptionList
        items={[
          { label: 'Employee', value: 'Budi Santoso' },
          { label: 'Leave', value: 'Annual leave' },
          { label: 'Dates', value: '21 Nov 2026 – 23 Nov 2026 (3 days)' },
          { label: 'Balance after', value: '9 days', numeric: true },
          { label: 'Reason', value: 'Family wedding in Yogyakarta' },
        ]}
      />
      <div className="sd-field">
        <label htmlFor="comment" className="sd-field__label">
          Comment <span className="sd-field__optional">(optional)</span>
        </label>
        <textarea
          id="comment"
          className="sd-textarea"
          rows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      <PublicCardActions>
        <Button variant="primary" size="lg" onClick={() => setDecision('approved')}>
          Approve leave
        </Button>
        <Button size="lg" onClick={() => setDecision('rejected')}>
          Reject leave
        </Button>
      </PublicCardActions>
    </PublicCard>
  );
};

export const AlreadyDecided: Story = () => (
  <PublicCard company="PT Staffdesk Indonesia" title="This request was already decided">
    <Banner tone="info">
      Sari Wulandari approved this leave on 20 Nov 2026, 14:05. Nothing more is needed from you.
    </Banner>
  </PublicCard>
);

export const Expired: Story = () => (
  <PublicCard company="PT Staffdesk Indonesia" title="This link has expired">
    <StatusBadge status="expired" label="Link expired" />
    <p>Links to approve a request work for 7 days. Ask HR to send you a new one.</p>
  </PublicCard>
);
