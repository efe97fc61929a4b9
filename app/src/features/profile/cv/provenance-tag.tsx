import type { ProvenanceTag } from '../../../shared/core/profile';

/**
 * Whose word a figure is, in words (never by colour alone): the core's tag ("Self-rated", "Reported by the player"),
 * with its sentence as the pointer's title.
 */
export function Provenance({ tag }: { tag: ProvenanceTag }) {
  return (
    <span className={`provenance-tag provenance-${tag.kind}`} title={tag.description}>
      {tag.label}
    </span>
  );
}
