import type { ContactTopic, ContactTopicOption } from '../../shared/core/forms';
import { contactTopics } from '../../shared/core/generated/contact-topics';

/** The core's topics with their labels, in the select's order (reference data generated at build time). */
export function topicOptions(): readonly ContactTopicOption[] {
  return contactTopics;
}

/** The label the form showed for `topic`. */
export function topicLabel(topic: ContactTopic): string {
  return contactTopics.find((o) => o.value === topic)?.label ?? topic;
}
