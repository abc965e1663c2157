// The speaker plays a tone; the microphone records three seconds, played back at once. A browser
// that cannot (no microphone, no permission, a page not served over HTTPS) says so.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const TONE_SECONDS = 1;
const RECORD_MS = 3000;

export function SpeakerTest() {
  const { t } = useTranslation('deviceCheck');
  const play = () => {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    tone.frequency.value = 440;
    tone.connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + TONE_SECONDS);
    tone.onended = () => void audio.close();
  };
  return (
    <button type="button" className="btn btn-sm" onClick={play}>
      {t('steps.speaker.start')}
    </button>
  );
}

export function MicrophoneTest() {
  const { t } = useTranslation('deviceCheck');
  const [state, setState] = useState<'idle' | 'recording' | 'unavailable'>('idle');
  const [recording, setRecording] = useState<string | null>(null);
  const url = useRef<string | null>(null);
  useEffect(() => () => void (url.current && URL.revokeObjectURL(url.current)), []);

  const record = async () => {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') return setState('unavailable');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return setState('unavailable');
    }
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      if (url.current) URL.revokeObjectURL(url.current);
      url.current = URL.createObjectURL(new Blob(chunks, { type: recorder.mimeType }));
      setRecording(url.current);
      setState('idle');
    };
    setState('recording');
    recorder.start();
    setTimeout(() => recorder.stop(), RECORD_MS);
  };

  return (
    <div className="space-y-2">
      <button type="button" className="btn btn-sm" onClick={() => void record()} disabled={state === 'recording'}>
        {state === 'recording' ? t('steps.microphone.recording') : t('steps.microphone.start')}
      </button>
      {state === 'unavailable' ? <p className="text-sm">{t('unavailable')}</p> : null}
      {recording ? <audio src={recording} controls autoPlay className="w-full" aria-label={t('steps.microphone.playback')} /> : null}
    </div>
  );
}
