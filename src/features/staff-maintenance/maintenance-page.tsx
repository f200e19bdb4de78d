import { ConsolePage } from '../../console/console-page';

/** Staff's Maintenance queue (/admin-maintenance). PLACEHOLDER: built by the staff-maintenance work. */
export function MaintenancePage() {
  return (
    <ConsolePage title="Maintenance">
      <p>Maintenance queue</p>
    </ConsolePage>
  );
}
