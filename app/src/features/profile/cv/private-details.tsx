import { Profile } from '../../../shared/core/profile';
import type { DetailsDocument } from '../api/profile-api';
import { DateText } from './date-text';

interface PrivateDetailsProps {
  details: DetailsDocument;
}

/**
 * What only the owner sees: the values of players/{uid}/private/details, read through the core's form reader (the
 * same tolerant reading the editor uses). Not printed: the PDF is the CV as visitors see it.
 */
export function PrivateDetails({ details }: PrivateDetailsProps) {
  const { form: values, dates } = Profile.read({ details });
  const pin = values.latitude && values.longitude ? `${values.latitude}, ${values.longitude}` : 'Not set';
  return (
    <section className="cv-section no-print private-details" aria-labelledby="private-details-title">
      <h2 id="private-details-title">Only you see these</h2>
      <dl className="cv-facts">
        <div>
          <dt>Date of birth</dt>
          <dd>{values.dateOfBirth ? <DateText iso={values.dateOfBirth} dates={dates} /> : 'Not set'}</dd>
        </div>
        <div>
          <dt>Map pin</dt>
          <dd>{pin}</dd>
        </div>
        <div>
          <dt>Contact email</dt>
          <dd>
            {values.contactEmail
              ? `${values.contactEmail} (${values.showContactEmail ? 'shown on your CV' : 'hidden from visitors'})`
              : 'Not set'}
          </dd>
        </div>
        {values.guardianEmail ? (
          <div>
            <dt>Parent's or guardian's email</dt>
            <dd>{values.guardianEmail}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
