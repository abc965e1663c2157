import { ModerationQueue } from '@/features/moderation/components/moderation-queue';

export function Component() {
  return <ModerationQueue />;
}
