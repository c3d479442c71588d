/** A document as the seed writes it: an id, a type and plain JSON fields. */
export interface SeedDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export const activation = (fields: {
  startTime?: string;
  endTime?: string;
  scheduleId?: string;
  stages?: number[];
}) => ({
  _type: 'activation',
  ...(fields.startTime ? { startTime: fields.startTime } : {}),
  ...(fields.endTime ? { endTime: fields.endTime } : {}),
  ...(fields.scheduleId ? { schedule: { _type: 'reference', _ref: fields.scheduleId } } : {}),
  ...(fields.stages ? { stages: fields.stages } : {}),
});
