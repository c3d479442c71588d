import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './form.module.css';

interface Props {
  id: string;
  /** The refusal to show above the box, tied to it (aria-invalid, aria-describedby); none when null. */
  error: string | null | undefined;
  /** The input's own attributes: a react-hook-form registration, or a name for a plain form. */
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  /** The label: the words agreed to, with their links. */
  children: ReactNode;
  className?: string | undefined;
}

/**
 * A consent tick box, unticked until the visitor ticks it, with its label and its error tied to it: the US
 * popup's (privacy policy and terms) and the newsletter form's (newsletter and privacy policy).
 */
export function ConsentCheckbox({ id, error, input, children, className }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      {error && (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      )}
      <div className={styles.consentRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={id}>{children}</label>
      </div>
    </div>
  );
}

/**
 * A link in a consent label: the policy opens beside the form, which keeps what was typed. Where the content has
 * no such page (no `href`), the words stay, unlinked, rather than pointing at a page that answers 404.
 */
export function PolicyLink({
  href,
  newTab,
  children,
}: {
  href: string | null | undefined;
  /** Said to screen readers after the link's text, e.g. "(opens in a new tab)"; nothing when absent. */
  newTab?: string | undefined;
  children: ReactNode;
}) {
  if (!href) return children;
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      {newTab && <span className="visually-hidden"> {newTab}</span>}
    </a>
  );
}
