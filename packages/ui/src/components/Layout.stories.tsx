import type { Story, StoryDefault } from '@ladle/react';
import { Badge } from './Badge';
import { Button } from './Button';
import { Card } from './Card';
import { Grid, Inline, Stack, Text } from './Layout';

export default { title: 'Components/Layout' } satisfies StoryDefault;

export const StackAndInline: Story = () => (
  <Stack narrow>
    <Inline justify="between">
      <h2>Leave request</h2>
      <Inline>
        <Button variant="ghost">Cancel</Button>
        <Button variant="primary">Approve leave</Button>
      </Inline>
    </Inline>
    <Stack gap={1}>
      <strong>Siti Rahmawati</strong>
      <Text muted size="sm">
        PT Sinar Maju Logistik · EMP-0042
      </Text>
    </Stack>
    <Inline gap={1} as="ul" aria-label="Labels">
      <li>
        <Badge tone="info">Annual leave</Badge>
      </li>
      <li>
        <Badge tone="warning">Waiting for the PIC</Badge>
      </li>
    </Inline>
    <Inline justify="end">
      <Text num nowrap>
        Rp 5.200.000
      </Text>
    </Inline>
  </Stack>
);

export const ResponsiveGrid: Story = () => (
  <Stack>
    {(['sm', 'md', 'lg'] as const).map((min) => (
      <Grid key={min} min={min}>
        {['Employees', 'On leave', 'Overtime', 'Timesheets'].map((title) => (
          <Card key={title} title={title}>
            <Text muted>Columns at least {min}</Text>
          </Card>
        ))}
      </Grid>
    ))}
  </Stack>
);

export const TextRoles: Story = () => (
  <Stack gap={2} style={{ maxWidth: 320 }}>
    <Text muted>Muted: secondary facts</Text>
    <Text size="sm">Small: 13 px</Text>
    <Text size="xs">Extra small: 12 px</Text>
    <Text num nowrap>
      21 Nov 2026 · Rp 12.500.000
    </Text>
    <Text wrap="anywhere">
      https://staffdesk.example/leaves/4f0c2b9e7a1d4c55b8a1/approvalby/pic
    </Text>
    <Text wrap="pre-line" block>
      {'Line one of a note\nLine two of a note'}
    </Text>
  </Stack>
);
