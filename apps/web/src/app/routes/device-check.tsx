// /check/{token}: the device check on the phone being sold, opened from the buyer's link or QR code
// with no sign-in on that phone.
import { useParams } from 'react-router-dom';
import { DeviceCheckPage } from '@/features/device-check/components/device-check-page';

export function Component() {
  const { token = '' } = useParams();
  return <DeviceCheckPage token={token} />;
}
