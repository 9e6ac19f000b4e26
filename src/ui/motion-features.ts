// Framer Motion's animation code, on its own so that it downloads only when a step first changes.
export { domAnimation } from 'framer-motion';
