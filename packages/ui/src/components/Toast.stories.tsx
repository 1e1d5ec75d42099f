import type { Story, StoryDefault } from '@ladle/react';
import { Button } from './Button';
import { ToastProvider, useToast } from './Toast';

export default {
  title: 'Overlays/Toast',
  decorators: [
    (Component) => (
      <ToastProvider>
        <Component />
      </ToastProvider>
    ),
  ],
} satisfies StoryDefault;

function Buttons() {
  const { toast } = useToast();
  return (
    <div className="sd-inline">
      <Button
        variant="primary"
        onClick={() =>
          toast({
            tone: 'success',
            title: 'Leave approved',
            description: 'Budi Santoso was told by email.',
          })
        }
      >
        Approve leave
      </Button>
      <Button
        onClick={() =>
          toast({
            tone: 'error',
            title: 'Could not send the invoice',
            description: 'The mail server did not answer. It stays in the outbox.',
          })
        }
      >
        Fail to send
      </Button>
      <Button
        variant="ghost"
        onClick={() => toast({ tone: 'info', title: 'Export started: you get an email.' })}
      >
        Start export
      </Button>
    </div>
  );
}

export const Tones: Story = () => <Buttons />;
