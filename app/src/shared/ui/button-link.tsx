import { Link, type LinkProps } from 'react-router-dom';

/** A link styled as a call to action. */
export function ButtonLink({ variant = 'primary', className, ...props }: LinkProps & { variant?: 'primary' | 'ghost' }) {
  return <Link {...props} className={['button', `button-${variant}`, className].filter(Boolean).join(' ')} />;
}
