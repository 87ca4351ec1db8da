import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** docs/product.md §9: the login background animates 120 particles. */
const PARTICLE_COUNT = 120;
/** Particles closer than this (CSS px) are joined by a faint line. */
const LINK_DISTANCE = 120;

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

function scatter(count: number, width: number, height: number): Particle[] {
  return Array.from({ length: count }, () => ({
    x: Math.random() * width,
    y: Math.random() * height,
    vx: (Math.random() - 0.5) * 0.6,
    vy: (Math.random() - 0.5) * 0.6,
    r: 1 + Math.random() * 2,
  }));
}

function draw(ctx: CanvasRenderingContext2D, particles: Particle[], width: number, height: number) {
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.8)';
  for (const p of particles) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.lineWidth = 1;
  for (let i = 0; i < particles.length; i++) {
    const a = particles[i] as Particle;
    for (let j = i + 1; j < particles.length; j++) {
      const b = particles[j] as Particle;
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      if (d < LINK_DISTANCE) {
        ctx.strokeStyle = `rgba(255, 255, 255, ${0.35 * (1 - d / LINK_DISTANCE)})`;
        ctx.beginPath();
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
        ctx.stroke();
      }
    }
  }
}

function step(particles: Particle[], width: number, height: number) {
  for (const p of particles) {
    p.x += p.vx;
    p.y += p.vy;
    if (p.x < 0 || p.x > width) p.vx = -p.vx;
    if (p.y < 0 || p.y > height) p.vy = -p.vy;
  }
}

/**
 * Drifting particles over the slideshow, drawn on one canvas. With prefers-reduced-motion the
 * particles are drawn once and stay still.
 */
export function ParticleField({ count = PARTICLE_COUNT }: { count?: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    let width = 0;
    let height = 0;
    let particles: Particle[] = [];
    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      particles = particles.length ? particles : scatter(count, width, height);
      draw(ctx, particles, width, height);
    };
    resize();
    window.addEventListener('resize', resize);

    let frame = 0;
    const tick = () => {
      step(particles, width, height);
      draw(ctx, particles, width, height);
      frame = requestAnimationFrame(tick);
    };
    if (!reducedMotion) frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
    };
  }, [count, reducedMotion]);

  return <canvas ref={canvasRef} className="particles" data-particles={count} aria-hidden="true" />;
}
