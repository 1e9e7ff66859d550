import type { ReactNode } from 'react';

export type Choice<T extends string> = { value: T; content: ReactNode; lang?: string; testId?: string };

type ChoiceGroupProps<T extends string> = {
  className: string;
  /** The group's accessible name. */
  label: string;
  choices: readonly Choice<T>[];
  chosen: T | null;
  onPress: (value: T) => void;
};

/** Buttons side by side, the chosen one pressed (filled) and the others outlined. */
export function ChoiceGroup<T extends string>({ className, label, choices, chosen, onPress }: ChoiceGroupProps<T>) {
  return (
    <div className={className} role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          lang={choice.lang}
          data-testid={choice.testId}
          aria-pressed={chosen === choice.value}
          className={chosen === choice.value ? undefined : 'secondary outline'}
          onClick={() => onPress(choice.value)}
        >
          {choice.content}
        </button>
      ))}
    </div>
  );
}
