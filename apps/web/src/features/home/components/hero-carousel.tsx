// The home carousel (spec §2): 4 slides; previous and next wrap around.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_SLIDES, MARKETING } from '@/config/ui';
import { whenIdle } from '@/lib/when-idle';
// The first slide is drawn with the page (inlined); the others are files, not 2.7 KB of every
// visit's script, fetched once the browser is idle so the next slide is there when asked for.
import slideSmartphones from '@/assets/carousel/slide-1-smartphones.svg';
import slideTablets from '@/assets/carousel/slide-2-tablets.svg?no-inline';
import slideFeaturePhones from '@/assets/carousel/slide-3-feature-phones.svg?no-inline';
import slideWarranty from '@/assets/carousel/slide-4-warranty.svg?no-inline';
import { Link } from '@/components/ui/link';

interface Slide {
  /** Its alt, eyebrow, title, text and call to action in the home catalogue's hero. */
  id: 'smartphones' | 'tablets' | 'featurePhones' | 'warranty';
  image: string;
  to: string;
}

const SLIDES: Slide[] = [
  { id: 'smartphones', image: slideSmartphones, to: '/category/smartphone' },
  { id: 'tablets', image: slideTablets, to: '/category/tablet' },
  { id: 'featurePhones', image: slideFeaturePhones, to: '/category/feature-phone' },
  { id: 'warranty', image: slideWarranty, to: '/#features' },
];

const WORDS = { days: MARKETING.warrantyDays, since: MARKETING.since };

if (SLIDES.length !== CAROUSEL_SLIDES) throw new Error(`The carousel needs ${CAROUSEL_SLIDES} slides`);

const wrap = (index: number) => (index + SLIDES.length) % SLIDES.length;

export function HeroCarousel() {
  const { t } = useTranslation('home');
  const [current, setCurrent] = useState(0);
  const slide = SLIDES[current]!;
  useEffect(
    () =>
      whenIdle(() => {
        for (const { image } of SLIDES.slice(1)) new Image().src = image;
      }),
    [],
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      className="relative overflow-hidden bg-neutral sm:mx-6 sm:mt-6 sm:rounded-box lg:mx-12"
    >
      <div
        key={current}
        role="group"
        aria-roledescription="slide"
        aria-label={t('hero.slideOf', { current: current + 1, total: SLIDES.length })}
        className="relative sm:h-[24rem] lg:h-[30rem]"
      >
        {/* Phones: the picture above the text. From sm up: the text over the picture. */}
        <img
          src={slide.image}
          alt={t(`hero.${slide.id}.alt`, WORDS)}
          className="h-48 w-full object-cover object-right sm:absolute sm:inset-0 sm:h-full"
        />
        <div className="absolute inset-0 hidden bg-gradient-to-r from-black/75 via-black/40 to-transparent sm:block" />
        <div className="relative flex min-h-[16rem] max-w-xl flex-col gap-3 px-6 pb-16 pt-5 text-white sm:h-full sm:min-h-0 sm:justify-center sm:px-12 sm:pb-0 sm:pt-0 lg:px-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-secondary">{t(`hero.${slide.id}.eyebrow`, WORDS)}</p>
          <h2 className="text-2xl font-extrabold leading-tight sm:text-4xl lg:text-5xl">{t(`hero.${slide.id}.title`, WORDS)}</h2>
          <p className="text-base text-white/85 sm:text-lg">{t(`hero.${slide.id}.text`)}</p>
          <div>
            <Link to={slide.to} className="btn btn-secondary mt-1">
              {t(`hero.${slide.id}.cta`)}
            </Link>
          </div>
        </div>
      </div>

      <div className="absolute inset-x-0 bottom-4 flex items-center justify-center gap-3 sm:inset-x-auto sm:right-6">
        <button
          type="button"
          className="btn btn-circle btn-sm border-0 bg-white/85 text-neutral hover:bg-white"
          aria-label={t('hero.previous')}
          onClick={() => setCurrent((i) => wrap(i - 1))}
        >
          ❮
        </button>
        <div className="flex gap-1">
          {SLIDES.map((s, i) => (
            // A 24×24 px target at least (WCAG 2.5.8) around the small dot it shows.
            <button
              key={s.id}
              type="button"
              className="group flex h-6 min-w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white"
              aria-label={t('hero.goTo', { number: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setCurrent(i)}
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${i === current ? 'w-7 bg-secondary' : 'w-2.5 bg-white/60 group-hover:bg-white'}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className="btn btn-circle btn-sm border-0 bg-white/85 text-neutral hover:bg-white"
          aria-label={t('hero.next')}
          onClick={() => setCurrent((i) => wrap(i + 1))}
        >
          ❯
        </button>
      </div>
    </section>
  );
}
