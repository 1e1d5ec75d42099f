import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '../format';
import { IconButton } from './Button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export type PagerProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation for screen readers, e.g. "Vacancies pages". */
  label?: string;
};

/**
 * "Page 2 of 5" with previous and next: the steps of a paged list, for `Pager` and for
 * `DataTable`'s pagination bar (which adds the range and the rows per page around them).
 */
export function PageSteps({
  page,
  pageCount,
  onPageChange,
}: Pick<PagerProps, 'page' | 'pageCount' | 'onPageChange'>) {
  const { t } = useLingui();
  const pageText = formatNumber(Math.min(page, pageCount));
  const pagesText = formatNumber(pageCount);
  return (
    <>
      <span className="sd-pagination__page-of">
        <Trans>
          Page {pageText} of {pagesText}
        </Trans>
      </span>
      <IconButton
        label={t`Previous page`}
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        label={t`Next page`}
        variant="secondary"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </>
  );
}

/**
 * "Page 2 of 5" with previous and next, for a paged list that is not a DataTable (cards, lines).
 * Renders nothing for a single page.
 */
export function Pager({ page, pageCount, onPageChange, label }: PagerProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <nav className="sd-pagination" aria-label={label ?? t`Pagination`}>
      <div className="sd-pagination__controls">
        <PageSteps page={page} pageCount={pageCount} onPageChange={onPageChange} />
      </div>
    </nav>
  );
}
