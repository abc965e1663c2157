// Dead pixels show on a plain colour: the whole screen in each colour in turn, a tap for the next,
// and the last tap (or Escape) ends it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const COLOURS = ['#ff0000', '#00ff00', '#0000ff', '#ffffff', '#000000'] as const;

export function ColourTest() {
  const { t } = useTranslation('deviceCheck');
  const [index, setIndex] = useState<number | null>(null);
  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIndex(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index]);
  const next = () => setIndex((i) => (i === null || i + 1 >= COLOURS.length ? null : i + 1));
  return (
    <>
      <button type="button" className="btn btn-sm" onClick={() => setIndex(0)}>
        {t('steps.screen.start')}
      </button>
      {index !== null ? (
        <button
          type="button"
          aria-label={t('steps.screen.next', { n: index + 1, of: COLOURS.length })}
          className="fixed inset-0 z-50 h-full w-full cursor-pointer"
          style={{ backgroundColor: COLOURS[index] }}
          onClick={next}
          autoFocus
        />
      ) : null}
    </>
  );
}
