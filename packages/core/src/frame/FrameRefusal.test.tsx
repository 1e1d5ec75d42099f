import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FrameRefusal } from './FrameRefusal';

describe('<FrameRefusal />', () => {
  it('explains the refusal and links to Staffdesk in its own tab', () => {
    render(<FrameRefusal href="https://staffdesk.example/finance" />);
    expect(screen.getByText("Staffdesk can't be shown inside another page.")).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open Staffdesk in its own tab' });
    expect(link).toHaveAttribute('href', 'https://staffdesk.example/finance');
    expect(link).toHaveAttribute('target', '_top');
  });

  it('links to the current page by default', () => {
    render(<FrameRefusal />);
    expect(screen.getByRole('link')).toHaveAttribute('href', window.location.href);
  });
});
