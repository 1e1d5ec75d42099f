/**
 * A horizontal bar for a table cell: `percent` (0–100) of the cell's width. Decorative: the
 * figure it draws is always in the row as text, so screen readers skip it.
 */
export function Bar({ percent }: { percent: number }) {
  const width = Math.max(0, Math.min(100, percent));
  return (
    <div
      aria-hidden="true"
      style={{
        minWidth: '8rem',
        height: '0.75rem',
        borderRadius: 'var(--sd-radius-sm, 2px)',
        background: 'var(--sd-color-surface-hover)',
        overflow: 'hidden',
      }}
    >
      <div
        data-bar-width={`${Math.round(width)}%`}
        style={{ width: `${width}%`, height: '100%', background: 'var(--sd-color-brand)' }}
      />
    </div>
  );
}
