import PlatformPrintersPage from './PlatformPrintersPage';

/** `/sunmi-cloud-kitchen-printers`: the platform's printers, cloud kitchen printers only. */
export default function CloudKitchenPrintersPage() {
  return <PlatformPrintersPage cloudKitchenOnly />;
}
