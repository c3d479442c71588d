import type { UseFormRegisterReturn } from 'react-hook-form';
import { ConsentCheckbox, PolicyLink } from '@/components/forms/consent-checkbox';
import styles from '@/components/forms/form.module.css';
import type { SupportText } from '@/lib/i18n/catalog';

interface SupportConsentProps {
  id: string;
  /** The consent box's error in words, when it has one. */
  error: string | undefined;
  registration: UseFormRegisterReturn;
  /** Ticked when the shopper had ticked it in the form the server answered. */
  defaultChecked: boolean;
  text: SupportText;
  privacy: string | null;
}

/** The required consent box below the form's sections, its label linking the privacy policy. */
export function SupportConsent({ id, error, registration, defaultChecked, text, privacy }: SupportConsentProps) {
  return (
    <ConsentCheckbox
      className={styles.consent}
      id={id}
      error={error}
      input={{ required: true, defaultChecked, ...registration }}
    >
      {text.consentBefore}
      <PolicyLink href={privacy} newTab={text.newTab}>
        {text.consentLink}
      </PolicyLink>
      {text.consentAfter}
      <span className={styles.required} aria-hidden="true">
        {' *'}
      </span>
    </ConsentCheckbox>
  );
}
