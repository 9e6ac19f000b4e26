import { domAnimation, LazyMotion, m, useReducedMotion } from 'framer-motion';
import type { ReactNode } from 'react';

/**
 * A wizard step sliding in. Framer Motion lives in this file alone, which a wizard downloads once
 * the visitor starts using a step, so the first step of a page comes without it.
 */
export function StepSlide({ children }: { children: ReactNode }) {
  const reduce = useReducedMotion();
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div
        data-step-slide=""
        initial={reduce ? false : { opacity: 0, x: 24 }}
        animate={{ opacity: 1, x: 0 }}
        transition={{ duration: 0.25, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
