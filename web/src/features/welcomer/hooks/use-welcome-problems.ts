// The reasons the current draft cannot be saved, worded for the screen ("Title must be at most 256 characters").

import { useMemo } from 'react';
import { problemSentence } from '#web/lib/embed/problem-sentence';
import { useAtomValue } from '#web/lib/jotai';
import { welcomeDraftAtom } from '../atoms/welcome-editor-atoms';
import { welcomeConfigProblems } from '../logic/welcome-validation';
import { WELCOME_FIELD_LABELS } from '../texts';

/** Every problem as a sentence (in field order), and the first one of a given field, if any. */
export function useWelcomeProblems(): {
  sentences: string[];
  messageFor: (field: string) => string | undefined;
} {
  const draft = useAtomValue(welcomeDraftAtom);
  return useMemo(() => {
    const worded = welcomeConfigProblems(draft).map((problem) => ({
      field: problem.field,
      sentence: problemSentence(WELCOME_FIELD_LABELS[problem.field] ?? problem.field, problem.message),
    }));
    return {
      sentences: [...new Set(worded.map((problem) => problem.sentence))],
      messageFor: (field: string) => worded.find((problem) => problem.field === field)?.sentence,
    };
  }, [draft]);
}
