// Every part of the touch screen answers: a grid whose cells turn green where a finger passes.
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

const COLUMNS = 6;
const ROWS = 8;

export function TouchTest() {
  const { t } = useTranslation('deviceCheck');
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const grid = useRef<HTMLDivElement>(null);
  const mark = (event: PointerEvent<HTMLDivElement>) => {
    const box = grid.current?.getBoundingClientRect();
    if (!box || (event.pointerType === 'mouse' && event.buttons === 0)) return;
    const col = Math.floor(((event.clientX - box.left) / box.width) * COLUMNS);
    const row = Math.floor(((event.clientY - box.top) / box.height) * ROWS);
    if (col < 0 || col >= COLUMNS || row < 0 || row >= ROWS) return;
    const cell = row * COLUMNS + col;
    if (!touched.has(cell)) setTouched(new Set(touched).add(cell));
  };
  return (
    <div className="space-y-1">
      <div
        ref={grid}
        role="img"
        aria-label={t('steps.touch.grid', { done: touched.size, of: COLUMNS * ROWS })}
        className="grid touch-none select-none overflow-hidden rounded-box border border-base-300"
        style={{ gridTemplateColumns: `repeat(${COLUMNS}, 1fr)`, aspectRatio: `${COLUMNS} / ${ROWS}` }}
        onPointerDown={mark}
        onPointerMove={mark}
      >
        {Array.from({ length: COLUMNS * ROWS }, (_, cell) => (
          <span key={cell} className={`border border-base-200 ${touched.has(cell) ? 'bg-success' : 'bg-base-100'}`} />
        ))}
      </div>
      <p className="text-sm" aria-live="polite">
        {t('steps.touch.progress', { done: touched.size, of: COLUMNS * ROWS })}
      </p>
    </div>
  );
}
