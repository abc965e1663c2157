// / (spec §2): carousel, Advertise Section, Categories, features, chat, Subscribe Now, in that order.
import { AdvertiseSection } from '@/features/catalog/components/advertise-section';
import { CategoriesSection } from '@/features/home/components/categories-section';
import { ChatSection } from '@/features/home/components/chat-section';
import { FeatureSection } from '@/features/home/components/feature-section';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import { SubscribeForm } from '@/features/newsletter/components/subscribe-form';

export function Component() {
  return (
    <>
      <HeroCarousel />
      <AdvertiseSection />
      <CategoriesSection />
      <FeatureSection />
      <ChatSection />
      <SubscribeForm />
    </>
  );
}
