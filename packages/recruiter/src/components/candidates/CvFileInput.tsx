import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';

/** What a CV may be: PDF or DOCX (the server checks the bytes). */
export const CV_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** One CV file to upload, with its label and help. */
export function CvFileInput({
  onChange,
  description,
}: {
  onChange: (file: File | null) => void;
  description: ReactNode;
}) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="sd-field">
      <label htmlFor={id} className="sd-field__label">
        <Trans>CV file (PDF or DOCX)</Trans>
      </label>
      <input
        id={id}
        type="file"
        accept={CV_ACCEPT}
        className="sd-input"
        aria-describedby={descriptionId}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <p id={descriptionId} className="sd-field__description">
        {description}
      </p>
    </div>
  );
}
