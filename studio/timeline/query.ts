/** Everything time-bound, with schedules dereferenced, for the promotion timeline. */
const activation = `{startTime, endTime, stages, "schedule": schedule->{timestamps}}`;

export const TIMELINE_QUERY = /* groq */ `*[_type in ["navigation", "textBanner", "countdown", "product", "page"] && !(_id in path("drafts.**"))]{
  _id, _type, region, label, title, name, path, startTime, endTime,
  "activation": activation${activation},
  "activityTime": activityTime${activation},
  "items": items[]{_key, label, "activation": activation${activation}, "children": children[]{_key, label, "activation": activation${activation}}},
  "stagedMeta": stagedMeta[]{title, "activation": activation${activation}}
}`;
