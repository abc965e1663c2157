// /dashboard/deals/{id}: keyed by the deal, so another deal starts with its own forms and thread.
import { useParams } from 'react-router-dom';
import { DealScreen } from '@/features/deals/components/deal-screen';

export function Component() {
  const id = useParams().id ?? '';
  return <DealScreen key={id} id={id} />;
}
