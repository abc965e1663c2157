// The home carousel (spec §2): 4 slides; previous and next wrap around.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CAROUSEL_SLIDES, MARKETING } from '@/config/ui';
import slideSmartphones from '@/assets/carousel/slide-1-smartphones.svg';
import slideTablets from '@/assets/carousel/slide-2-tablets.svg';
import slideFeaturePhones from '@/assets/carousel/slide-3-feature-phones.svg';
import slideWarranty from '@/assets/carousel/slide-4-warranty.svg';

interface Slide {
  image: string;
  alt: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
}

const SLIDES: Slide[] = [
  {
    image: slideSmartphones,
    alt: 'Three second-hand smartphones with a green quality check mark',
    eyebrow: 'Smart Phones',
    title: 'Checked smartphones at honest prices',
    text: 'Pre-owned flagships and everyday phones from sellers across Bangladesh.',
    cta: { label: 'Shop smartphones', to: '/category/smartphone' },
  },
  {
    image: slideTablets,
    alt: 'A tablet showing a chart, with a stylus beside it',
    eyebrow: 'Tablets',
    title: 'Tablets for study, work and play',
    text: 'Bigger screens for less: second-hand tablets, ready for class or the office.',
    cta: { label: 'Shop tablets', to: '/category/tablet' },
  },
  {
    image: slideFeaturePhones,
    alt: 'A classic keypad feature phone next to a full battery',
    eyebrow: 'Feature Phones',
    title: 'Feature phones that last for days',
    text: 'Simple, sturdy keypad phones with batteries that keep going.',
    cta: { label: 'Shop feature phones', to: '/category/feature-phone' },
  },
  {
    image: slideWarranty,
    alt: `A shield reading ${MARKETING.warrantyDays} days beside a phone with a check mark`,
    eyebrow: `Since ${MARKETING.since}`,
    title: `${MARKETING.warrantyDays} days replacement warranty`,
    text: 'Not as described? Bring it back within a week and we will replace it.',
    cta: { label: 'Why Mobile Planet', to: '/#features' },
  },
];

if (SLIDES.length !== CAROUSEL_SLIDES) throw new Error(`The carousel needs ${CAROUSEL_SLIDES} slides`);

const wrap = (index: number) => (index + SLIDES.length) % SLIDES.length;

export function HeroCarousel() {
  const [current, setCurrent] = useState(0);
  const slide = SLIDES[current]!;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured"
      className="relative overflow-hidden bg-neutral sm:mx-6 sm:mt-6 sm:rounded-box lg:mx-12"
    >
      <div
        key={current}
        role="group"
        aria-roledescription="slide"
        aria-label={`${current + 1} of ${SLIDES.length}`}
        className="relative sm:h-[24rem] lg:h-[30rem]"
      >
        {/* Phones: the picture above the text. From sm up: the text over the picture. */}
        <img
          src={slide.image}
          alt={slide.alt}
          className="h-48 w-full object-cover object-right sm:absolute sm:inset-0 sm:h-full"
        />
        <div className="absolute inset-0 hidden bg-gradient-to-r from-black/75 via-black/40 to-transparent sm:block" />
        <div className="relative flex min-h-[16rem] max-w-xl flex-col gap-3 px-6 pb-16 pt-5 text-white sm:h-full sm:min-h-0 sm:justify-center sm:px-12 sm:pb-0 sm:pt-0 lg:px-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-secondary">{slide.eyebrow}</p>
          <h2 className="text-2xl font-extrabold leading-tight sm:text-4xl lg:text-5xl">{slide.title}</h2>
          <p className="text-base text-white/85 sm:text-lg">{slide.text}</p>
          <div>
            <Link to={slide.cta.to} className="btn btn-secondary mt-1">
              {slide.cta.label}
            </Link>
          </div>
        </div>
      </div>

      <div className="absolute inset-x-0 bottom-4 flex items-center justify-center gap-3 sm:inset-x-auto sm:right-6">
        <button
          type="button"
          className="btn btn-circle btn-sm border-0 bg-white/85 text-neutral hover:bg-white"
          aria-label="Previous slide"
          onClick={() => setCurrent((i) => wrap(i - 1))}
        >
          ❮
        </button>
        <div className="flex gap-1">
          {SLIDES.map((s, i) => (
            // A 24×24 px target at least (WCAG 2.5.8) around the small dot it shows.
            <button
              key={s.title}
              type="button"
              className="group flex h-6 min-w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white"
              aria-label={`Go to slide ${i + 1}`}
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
          aria-label="Next slide"
          onClick={() => setCurrent((i) => wrap(i + 1))}
        >
          ❯
        </button>
      </div>
    </section>
  );
}
