import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { ExternalLink } from './ExternalLink';
import * as css from './video.css';

export interface VideoFacadeProps {
  /** YouTube video id (from configuration). */
  videoId: string;
  /** Accessible name of the player frame. */
  title: string;
  /** Accessible name of the play button: it must contain the visible `duration` as words (WCAG 2.5.3; axe drops parentheticals). */
  playLabel: string;
  duration: string;
  /** The line under the video saying nothing loads until the visitor asks. */
  consent: string;
  /** Label of the plain link to the video on YouTube (works without JavaScript). */
  watchLabel: string;
}

/** A still picture of the dashboard, drawn here, standing in for the video until it is asked for. */
function Poster() {
  return (
    <svg className={css.poster} width="960" height="540" viewBox="0 0 960 540" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="960" height="540" fill="#0f1b2a" />
      <rect x="40" y="40" width="180" height="460" rx="14" fill="#16283d" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect key={i} x="64" y={80 + i * 48} width={i === 1 ? 132 : 110} height="16" rx="8" fill={i === 1 ? '#4f9be0' : '#2b4460'} />
      ))}
      <rect x="250" y="40" width="670" height="140" rx="14" fill="#16283d" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={280 + i * 210} y="72" width="90" height="14" rx="7" fill="#2b4460" />
          <rect x={280 + i * 210} y="100" width="130" height="40" rx="8" fill={['#4f9be0', '#3fb39a', '#e0a54f'][i]} />
        </g>
      ))}
      <rect x="250" y="210" width="420" height="290" rx="14" fill="#16283d" />
      {[120, 160, 110, 190, 220, 170, 240].map((h, i) => (
        <rect key={i} x={285 + i * 54} y={470 - h} width="34" height={h} rx="6" fill="#4f9be0" opacity={0.55 + i * 0.06} />
      ))}
      <rect x="700" y="210" width="220" height="290" rx="14" fill="#16283d" />
      <circle cx="810" cy="355" r="78" fill="none" stroke="#4f9be0" strokeWidth="34" strokeDasharray="221 490" />
      <circle cx="810" cy="355" r="78" fill="none" stroke="#3fb39a" strokeWidth="34" strokeDasharray="147 490" strokeDashoffset="-221" />
      <circle cx="810" cy="355" r="78" fill="none" stroke="#e0a54f" strokeWidth="34" strokeDasharray="74 490" strokeDashoffset="-368" />
      <rect x="0" y="0" width="960" height="540" fill="#0f1b2a" opacity="0.35" />
    </svg>
  );
}

/**
 * A click-to-load video: until the visitor presses play, the page holds only a drawn poster
 * and a button, so no third-party frame, script, cookie or request exists. On press, the
 * privacy-enhanced YouTube player (allowed by the CSP's frame-src) replaces it and starts.
 */
export function VideoFacade({ videoId, title, playLabel, duration, consent, watchLabel }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const id = encodeURIComponent(videoId);
  useEffect(() => {
    // Keyboard users land on the player they just asked for, not back at the top.
    if (playing) frame.current?.focus();
  }, [playing]);
  return (
    <figure className={css.figure}>
      <div className={css.frame}>
        {playing ? (
          <iframe
            ref={frame}
            className={css.iframe}
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
            title={title}
            width="960"
            height="540"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <Button className={css.facade} onPress={() => setPlaying(true)} aria-label={playLabel}>
            <Poster />
            <span className={css.play} aria-hidden="true">
              <svg width="40" height="40" viewBox="0 0 24 24" focusable="false">
                <path d="M8 5v14l11-7Z" fill="currentColor" />
              </svg>
            </span>
            <span className={css.duration} aria-hidden="true">
              {duration}
            </span>
          </Button>
        )}
      </div>
      <figcaption className={css.caption}>
        <span>{consent}</span>
        <ExternalLink href={`https://www.youtube.com/watch?v=${id}`}>{watchLabel}</ExternalLink>
      </figcaption>
    </figure>
  );
}
