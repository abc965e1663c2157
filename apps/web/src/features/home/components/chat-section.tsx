// The decorative chat-style Q&A (spec §1): bubbles appear one after another once the section
// scrolls into view, then a "typing" indicator keeps moving.
import { MARKETING } from '@/config/ui';
import { useInView } from '../hooks/use-in-view';

interface Message {
  from: 'customer' | 'shop';
  text: string;
}

const MESSAGES: Message[] = [
  { from: 'customer', text: 'Hi! Is a used phone from here safe to buy?' },
  { from: 'shop', text: 'Yes. Every listing shows its condition, years of use and the seller, so you know what you get.' },
  { from: 'customer', text: 'And if it turns out to be faulty?' },
  { from: 'shop', text: `You have a ${MARKETING.warrantyDays} days replacement warranty. We have done this since ${MARKETING.since}.` },
  { from: 'customer', text: 'Great, how do I pay?' },
  { from: 'shop', text: 'Book the device, then pay by card in taka from your dashboard. Simple!' },
];

export function ChatSection() {
  const { ref, inView } = useInView<HTMLDivElement>();
  return (
    <section aria-labelledby="chat-title" className="bg-base-200/60 px-4 py-14 sm:px-8 lg:px-12">
      <div className="mx-auto grid max-w-5xl items-center gap-10 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Questions?</p>
          <h2 id="chat-title" className="mt-2 text-3xl font-bold">
            People ask us every day
          </h2>
          <p className="mt-3 text-base-content/75">
            Buying second-hand should feel as easy as chatting with a friend who knows phones. Here is what most people
            want to know.
          </p>
        </div>
        <div ref={ref} className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6" aria-label="Sample conversation">
          {MESSAGES.map((message, i) => {
            const shop = message.from === 'shop';
            return (
              <div
                key={message.text}
                className={`chat ${shop ? 'chat-end' : 'chat-start'} ${inView ? 'animate-chat-in' : 'opacity-0'}`}
                style={inView ? { animationDelay: `${i * 0.45}s` } : undefined}
              >
                <div className="chat-header text-xs text-base-content/70">{shop ? 'Mobile Planet' : 'Customer'}</div>
                <div className={`chat-bubble ${shop ? 'chat-bubble-primary' : ''}`}>{message.text}</div>
              </div>
            );
          })}
          <div
            className={`chat chat-start ${inView ? 'animate-chat-in' : 'opacity-0'}`}
            style={inView ? { animationDelay: `${MESSAGES.length * 0.45}s` } : undefined}
            aria-hidden="true"
          >
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
