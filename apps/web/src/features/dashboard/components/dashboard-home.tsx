// /dashboard: the spec's title and an image.
import { TEXT } from '@/config/text';
import dashboardArt from '../assets/dashboard.svg';

export function DashboardHome() {
  return (
    <section className="flex flex-col items-center gap-6 py-6 text-center">
      <h1 className="text-2xl font-bold tracking-wide sm:text-3xl">{TEXT.dashboardTitle}</h1>
      <img
        src={dashboardArt}
        alt="A tablet showing sales charts beside two phones"
        className="w-full max-w-xl"
        width={640}
        height={400}
      />
    </section>
  );
}
