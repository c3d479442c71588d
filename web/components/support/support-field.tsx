import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from '@/components/forms/form.module.css';
import type { SupportText } from '@/lib/i18n/catalog';
import type { FieldName, FieldSpec } from '@/lib/support/forms';
import { FieldControl } from './field-control';
import type { FieldOptions } from './use-field-options';

interface SupportFieldProps {
  /** The control's id; its help and error take theirs from it. */
  id: string;
  name: FieldName;
  spec: FieldSpec;
  text: SupportText;
  /** The field's error in words, when it has one. */
  error: string | undefined;
  registration: UseFormRegisterReturn;
  defaultValue: string | undefined;
  options: FieldOptions;
  hydrated: boolean;
}

/** One field: its label (marked required or optional), its help, its error, and its control, tied together. */
export function SupportField({ id, name, spec, text, error, ...control }: SupportFieldProps) {
  const help: Partial<Record<FieldName, string>> = text.help;
  const helpText = help[name];
  const describedBy =
    [helpText && `${id}-help`, error !== undefined && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {text.labels[name]}
        {spec.required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : (
          <span className={styles.optional}> {text.optional}</span>
        )}
      </label>
      {helpText && (
        <p className={styles.help} id={`${id}-help`}>
          {helpText}
        </p>
      )}
      {error !== undefined && (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
      <FieldControl
        id={id}
        name={name}
        spec={spec}
        invalid={error !== undefined}
        describedBy={describedBy}
        choose={text.choose}
        {...control}
      />
    </div>
  );
}
