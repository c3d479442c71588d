/** The seeded dataset, built once per test file by applying every migration to an empty collection. */
import { applyMigrations, type DatasetDocument } from '../src/runner';

let built: Promise<DatasetDocument[]> | undefined;
export const seededDataset = () => {
  built ??= applyMigrations();
  return built;
};

export const byId = (documents: DatasetDocument[]) => new Map(documents.map((d) => [d._id, d]));
