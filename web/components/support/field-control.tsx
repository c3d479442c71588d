import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from '@/components/forms/form.module.css';
import { EARLIEST_PURCHASE_DATE, type FieldName, type FieldSpec } from '@/lib/support/forms';
import { localToday } from './local-today';
import type { FieldOptions } from './use-field-options';

interface FieldControlProps {
  id: string;
  name: FieldName;
  spec: FieldSpec;
  invalid: boolean;
  describedBy: string | undefined;
  registration: UseFormRegisterReturn;
  /** The value it starts with: a list's preset choice (the region's country), or what the shopper posted. */
  defaultValue: string | undefined;
  options: FieldOptions;
  /** The empty choice at the top of a list. */
  choose: string;
  hydrated: boolean;
}

/** A field's input: a text area, a list, or an input of the field's type. The consent box has its own. */
export function FieldControl(props: FieldControlProps) {
  const { id, name, spec, invalid, describedBy, registration, defaultValue, options, choose, hydrated } = props;
  const common = {
    id,
    required: spec.required,
    autoComplete: spec.autoComplete,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy,
    defaultValue,
    ...registration,
  };
  switch (spec.control) {
    case 'textarea':
      return <textarea {...common} className={styles.textarea} rows={6} />;
    case 'product':
    case 'country':
    case 'reason':
      return (
        <select {...common} className={styles.input}>
          <option value="">{choose}</option>
          {options[spec.control].map((option) => (
            <option key={option.code} value={option.code} suppressHydrationWarning>
              {option.name}
            </option>
          ))}
        </select>
      );
    case 'consent':
      return null;
    default:
      return (
        <input
          {...common}
          className={styles.input}
          type={spec.control}
          min={spec.control === 'date' ? EARLIEST_PURCHASE_DATE : undefined}
          max={spec.control === 'date' && hydrated ? localToday() : undefined}
          spellCheck={name === 'serialNumber' ? false : undefined}
          autoCapitalize={name === 'serialNumber' ? 'characters' : undefined}
        />
      );
  }
}
