import { ConsolePage } from '../../console/console-page';

/** One maintenance request (/admin-maintenance/view/:id). PLACEHOLDER: built by the staff-maintenance work. */
export function MaintenanceRequestPage() {
  return (
    <ConsolePage title="Maintenance request">
      <p>Maintenance request</p>
    </ConsolePage>
  );
}
