// One camera (the front one faces the person, the back one the world) in a live preview, stopped
// when the preview is closed or the page left.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function CameraTest({ facing }: { facing: 'user' | 'environment' }) {
  const { t } = useTranslation('deviceCheck');
  const step = facing === 'user' ? 'front_camera' : 'back_camera';
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
    return () => stream?.getTracks().forEach((track) => track.stop());
  }, [stream]);

  const open = async () => {
    if (!navigator.mediaDevices?.getUserMedia) return setUnavailable(true);
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: { exact: facing } } }));
    } catch {
      try {
        // A phone without that camera named (or a laptop): any camera, to see that one works.
        setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: facing } }));
      } catch {
        setUnavailable(true);
      }
    }
  };

  return (
    <div className="space-y-2">
      {stream ? (
        <>
          <video ref={video} autoPlay playsInline muted className="w-full rounded-box bg-black" aria-label={t(`steps.${step}.preview`)} />
          <button type="button" className="btn btn-sm" onClick={() => setStream(null)}>
            {t('stopCamera')}
          </button>
        </>
      ) : (
        <button type="button" className="btn btn-sm" onClick={() => void open()}>
          {t(`steps.${step}.start`)}
        </button>
      )}
      {unavailable ? <p className="text-sm">{t('unavailable')}</p> : null}
    </div>
  );
}
