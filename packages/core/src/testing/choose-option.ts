import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Picks an option of a `<select>` by its value or its label, after waiting for it to be there:
 * a select whose options come from the API (clients, employees) renders before they arrive,
 * and `user.selectOptions` alone fails when the test is faster than the fake answer.
 */
export async function chooseOption(
  user: UserEvent,
  select: HTMLElement,
  option: string,
): Promise<void> {
  await waitFor(() => {
    const options = Array.from((select as HTMLSelectElement).options);
    if (!options.some((o) => o.value === option || o.textContent === option)) {
      throw new Error(`The select has no option “${option}” yet`);
    }
  });
  await user.selectOptions(select, option);
}
