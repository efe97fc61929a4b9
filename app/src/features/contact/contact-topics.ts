import { contactTopics, type ContactTopic, type ContactTopicOption } from '../../shared/core/core';

let options: ContactTopicOption[] | null = null;

/** The core's topics with their labels, in the select's order (read once: they never change). */
export function topicOptions(): ContactTopicOption[] {
  options ??= contactTopics();
  return options;
}

/** The label the form showed for `topic`. */
export function topicLabel(topic: ContactTopic): string {
  return topicOptions().find((o) => o.value === topic)?.label ?? topic;
}
