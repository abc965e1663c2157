// The decorative chat-style Q&A (spec §1): bubbles appear one after another once the section
// scrolls into view, then a "typing" indicator keeps moving.
import { useTranslation } from 'react-i18next';
import { MARKETING } from '@/config/ui';
import { useInView } from '../hooks/use-in-view';

interface Message {
  from: 'customer' | 'shop';
  /** Its words in the home catalogue's chat.messages. */
  text: 'safe' | 'safeAnswer' | 'faulty' | 'faultyAnswer' | 'pay' | 'payAnswer';
}

const MESSAGES: Message[] = [
  { from: 'customer', text: 'safe' },
  { from: 'shop', text: 'safeAnswer' },
  { from: 'customer', text: 'faulty' },
  { from: 'shop', text: 'faultyAnswer' },
  { from: 'customer', text: 'pay' },
  { from: 'shop', text: 'payAnswer' },
];

export function ChatSection() {
  const { t } = useTranslation('home');
  const { ref, inView, ready } = useInView<HTMLDivElement>();
  // The server's page (and a reader without JavaScript) shows the bubbles as they are.
  const appear = (delayS: number) =>
    ready ? { className: inView ? 'animate-chat-in' : 'opacity-0', style: inView ? { animationDelay: `${delayS}s` } : undefined } : { className: '', style: undefined };
  const typing = appear(MESSAGES.length * 0.45);
  return (
    <section aria-labelledby="chat-title" className="bg-base-200/60 px-4 py-14 sm:px-8 lg:px-12">
      <div className="mx-auto grid max-w-5xl items-center gap-10 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t('chat.eyebrow')}</p>
          <h2 id="chat-title" className="mt-2 text-3xl font-bold">
            {t('chat.title')}
          </h2>
          <p className="mt-3 text-base-content/75">{t('chat.intro')}</p>
        </div>
        <div ref={ref} className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6" aria-label={t('chat.label')}>
          {MESSAGES.map((message, i) => {
            const shop = message.from === 'shop';
            const { className, style } = appear(i * 0.45);
            return (
              <div key={message.text} className={`chat ${shop ? 'chat-end' : 'chat-start'} ${className}`} style={style}>
                <div className="chat-header text-xs text-base-content/70">{shop ? t('chat.shop') : t('chat.customer')}</div>
                <div className={`chat-bubble ${shop ? 'chat-bubble-primary' : ''}`}>
                  {t(`chat.messages.${message.text}`, { days: MARKETING.warrantyDays, since: MARKETING.since })}
                </div>
              </div>
            );
          })}
          <div className={`chat chat-start ${typing.className}`} style={typing.style} aria-hidden="true">
            <div className="chat-bubble flex items-center gap-1">
              {[0, 1, 2].map((dot) => (
                <span
                  key={dot}
                  className="inline-block h-2 w-2 animate-typing rounded-full bg-current"
                  style={{ animationDelay: `${dot * 0.15}s` }}
                />
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
