import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid, Inline, Stack, Text } from './Layout';

describe('layout primitives', () => {
  it('render the element asked for, with the classes of their props and the attributes passed', () => {
    render(
      <Stack as="section" gap={2} align="start" narrow aria-label="Contract">
        <Inline justify="between" nowrap gap={3} data-testid="row">
          <Text muted size="sm" num nowrap>
            Rp 5.000.000
          </Text>
        </Inline>
        <Grid min="lg" gap={2} data-testid="grid" className="extra" />
      </Stack>,
    );
    const stack = screen.getByRole('region', { name: 'Contract' });
    expect(stack).toHaveClass('sd-stack', 'sd-gap-2', 'sd-align-start', 'sd-narrow');
    expect(screen.getByTestId('row')).toHaveClass(
      'sd-inline',
      'sd-gap-3',
      'sd-justify-between',
      'sd-nowrap',
    );
    const amount = screen.getByText('Rp 5.000.000');
    expect(amount.tagName).toBe('SPAN');
    expect(amount).toHaveClass('sd-text-muted', 'sd-size-sm', 'sd-num', 'sd-nowrap');
    expect(screen.getByTestId('grid')).toHaveClass('sd-grid', 'sd-min-lg', 'sd-gap-2', 'extra');
  });

  it('keep the defaults of the plain classes when no prop is given', () => {
    render(
      <>
        <Stack data-testid="stack" />
        <Grid data-testid="grid" />
        <Text>plain</Text>
      </>,
    );
    expect(screen.getByTestId('stack')).toHaveAttribute('class', 'sd-stack');
    expect(screen.getByTestId('grid')).toHaveAttribute('class', 'sd-grid sd-min-md');
    expect(screen.getByText('plain')).not.toHaveAttribute('class');
  });

  it('render a list as a list without bullets', () => {
    render(
      <Inline as="ul" aria-label="Labels">
        <li>Annual leave</li>
        <li>Sick leave</li>
      </Inline>,
    );
    const list = screen.getByRole('list', { name: 'Labels' });
    expect(list).toHaveClass('sd-inline', 'sd-list');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
