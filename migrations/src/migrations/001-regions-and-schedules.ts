import { regionSettingsDocuments, scheduleDocuments } from '../seed/region-settings';
import { seedMigration } from './seed-migration';

export default seedMigration(
  '001-regions-and-schedules',
  'Region settings of all eight regions and the shared schedules',
  () => [...scheduleDocuments(), ...regionSettingsDocuments()],
);
