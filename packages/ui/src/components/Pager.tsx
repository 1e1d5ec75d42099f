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
 * "Page 2 of 5" with previous and next, for a paged list that is not a DataTable (cards, lines).
 * Renders nothing for a single page.
 */
export function Pager({ page, pageCount, onPageChange, label }: PagerProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const pageText = formatNumber(Math.min(page, pageCount));
  const pagesText = formatNumber(pageCount);
  return (
    <nav className="sd-pagination" aria-label={label ?? t`Pagination`}>
      <div className="sd-pagination__controls">
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
      </div>
    </nav>
  );
}
