import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanLineNote, LINE_NOTE_MAX, noteLength } from '../../../domain/orders/lineNote';
import './lineNotes.css';

type Props = {
  value: string;
  /** Called with the cleaned note as the customer types (product page) or when they leave the field (cart). */
  onChange: (note: string) => void;
  /** Commit on leaving the field or Enter, not on every key (the cart re-keys the line on each change). */
  commitOnBlur?: boolean;
  label?: string;
  testId?: string;
  /** Shows the example note as placeholder (drinks; src/domain/lineNote suggestsNoteExample). */
  example?: boolean;
};

/**
 * Note field: a labelled text input of at most 140 characters; markup and control characters
 * are removed as typed (the rule of src/domain/lineNote), with a count of the characters left.
 */
export function LineNoteField({ value, onChange, commitOnBlur = false, label, testId = 'line-note-input', example = false }: Props) {
  const { t } = useTranslation('lineNotes');
  const id = useId();
  const [draft, setDraft] = useState(value);
  // Cleaned as typed except the trailing space the customer is about to type a word after.
  const typed = (raw: string) => cleanLineNote(raw) + (/\s$/.test(raw) && cleanLineNote(raw) ? ' ' : '');
  const left = LINE_NOTE_MAX - noteLength(draft.trim());
  const commit = () => {
    const note = cleanLineNote(draft);
    setDraft(note);
    if (note !== value) onChange(note);
  };

  return (
    <div className="line-note-field">
      <label htmlFor={id}>{label ?? t('noteLabel')}</label>
      <input
        id={id}
        type="text"
        value={draft}
        maxLength={LINE_NOTE_MAX + 1}
        placeholder={example ? t('notePlaceholder') : undefined}
        aria-describedby={`${id}-left`}
        autoComplete="off"
        data-testid={testId}
        onChange={(event) => {
          const next = typed(event.target.value);
          setDraft(next);
          if (!commitOnBlur) onChange(cleanLineNote(next));
        }}
        onBlur={commitOnBlur ? commit : undefined}
        onKeyDown={commitOnBlur ? (event) => event.key === 'Enter' && commit() : undefined}
      />
      <small id={`${id}-left`} className="line-note-left">
        {t('noteLeft', { count: left })}
      </small>
    </div>
  );
}
