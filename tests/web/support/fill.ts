// Fills a labelled field in one paste, for tests that set many fields (typing key by key is slow).
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Clicks the field labelled `label` (placing the caret at its end) and pastes `text` there. */
export async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}
