import { useEffect, useState } from 'react';
import facade from './slides/facade.svg';
import lobby from './slides/lobby.svg';
import pool from './slides/pool.svg';
import room from './slides/room.svg';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** docs/product.md §2/§9: each hotel picture shows for 6 s, then a 2 s cross-fade to the next. */
const SLIDE_SHOWN_MS = 6000;
const SLIDE_FADE_MS = 2000;

/** Pictures drawn for the project (SVG scenes in ./slides), not downloaded photographs. */
const SLIDES = [facade, lobby, pool, room];

/** The login screen's background: decorative, so hidden from assistive technology. */
export function Slideshow() {
  const [current, setCurrent] = useState(0);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (reducedMotion) return;
    // The fade starts when a picture has been fully shown for SLIDE_SHOWN_MS.
    const timer = setInterval(() => setCurrent((i) => (i + 1) % SLIDES.length), SLIDE_SHOWN_MS + SLIDE_FADE_MS);
    return () => clearInterval(timer);
  }, [reducedMotion]);

  return (
    <div className="slideshow" aria-hidden="true">
      {SLIDES.map((src, i) => (
        <img
          key={src}
          src={src}
          alt=""
          className="slideshow__slide"
          data-current={i === current}
          style={{
            opacity: i === current ? 1 : 0,
            transition: reducedMotion ? 'none' : `opacity ${SLIDE_FADE_MS}ms ease-in-out`,
          }}
        />
      ))}
    </div>
  );
}
