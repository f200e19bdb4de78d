import { ConsolePage } from '../../console/console-page';

/** The tenant's and the owner's maintenance requests (/user/maintenance). PLACEHOLDER: built by the portal work. */
export function PortalMaintenancePage() {
  return (
    <ConsolePage title="Maintenance requests">
      <p>Maintenance requests</p>
    </ConsolePage>
  );
}
