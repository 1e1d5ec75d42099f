/**
 * The dialogs themselves (Radix), loaded just after the first page that has a dialog shows, so
 * no page waits for them before it works. `Dialog.tsx` renders them once loaded.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertDialog, Dialog as RadixDialog } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import { cx } from '../cx';
import { Button, IconButton } from './Button';
import type { ConfirmDialogProps, DialogProps } from './Dialog';
import { XIcon } from './icons';
import { Banner } from './States';

/** A modal dialog: focus is trapped inside, Escape and the × close it, focus returns after. */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  hideClose,
  className,
}: DialogProps) {
  const { t } = useLingui();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="sd-dialog-overlay" />
        <RadixDialog.Content
          className={cx('sd-dialog', `sd-dialog--${size}`, 'sd-portal', className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="sd-dialog__header">
            <div className="sd-dialog__heading">
              <RadixDialog.Title className="sd-dialog__title">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="sd-dialog__description">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            {hideClose ? null : (
              <RadixDialog.Close asChild>
                <IconButton label={t`Close`} size="sm" className="sd-dialog__close">
                  <XIcon />
                </IconButton>
              </RadixDialog.Close>
            )}
          </div>
          {children ? <div className="sd-dialog__body">{children}</div> : null}
          {footer ? <div className="sd-dialog__footer">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * Confirms an action before it happens; for destructive ones, pass `confirmText` with the record's
 * name so it must be typed. Focus starts on Cancel (or on the text field).
 */
export function ConfirmDialogFrame({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive,
  confirmText,
  onConfirm,
  busy: busyProp = false,
  error,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const busy = busyProp || pending;
  const matches = !confirmText || typed.trim() === confirmText.trim();

  useEffect(() => {
    if (!open) setTyped('');
  }, [open]);

  const handleConfirm = async () => {
    if (!matches || busy) return;
    const result = onConfirm();
    if (!isPromiseLike(result)) {
      if (!busyProp) onOpenChange(false);
      return;
    }
    setPending(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // stays open: the caller shows what went wrong (the `error` prop or a toast)
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="sd-dialog-overlay" />
        <AlertDialog.Content className="sd-dialog sd-dialog--sm sd-portal">
          <div className="sd-dialog__header">
            <div className="sd-dialog__heading">
              <AlertDialog.Title className="sd-dialog__title">{title}</AlertDialog.Title>
              <AlertDialog.Description className="sd-dialog__description">
                {description}
              </AlertDialog.Description>
            </div>
          </div>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void handleConfirm();
            }}
          >
            {confirmText || error ? (
              <div className="sd-dialog__body">
                {error ? <Banner tone="error">{error}</Banner> : null}
                {confirmText ? (
                  <div className="sd-field sd-confirm__field">
                    <label htmlFor={inputId} className="sd-field__label">
                      <Trans>Type “{confirmText}” to confirm</Trans>
                    </label>
                    <input
                      id={inputId}
                      className="sd-input"
                      value={typed}
                      onChange={(event) => setTyped(event.target.value)}
                      autoComplete="off"
                      autoCapitalize="off"
                      spellCheck={false}
                      disabled={busy}
                      // biome-ignore lint/a11y/noAutofocus: the one thing to do in this dialog
                      autoFocus
                    />
                  </div>
                ) : null}
              </div>
            ) : null}
            <div className="sd-dialog__footer">
              <AlertDialog.Cancel asChild>
                <Button disabled={busy}>{cancelLabel ?? t`Cancel`}</Button>
              </AlertDialog.Cancel>
              <Button
                type="submit"
                variant={destructive ? 'danger' : 'primary'}
                disabled={!matches}
                loading={busy}
              >
                {confirmLabel ?? t`Confirm`}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
