import { type Context, createContext, useContext } from 'react';

/** What a wizard hands its steps: its running statechart, its upload, … */
export type WizardServices<Services> = Context<Services | null>;

export const createWizardServices = <Services,>(): WizardServices<Services> =>
  createContext<Services | null>(null);

/** A step's wizard services; a step rendered outside its wizard fails loudly. */
export function useWizardServices<Services>(context: WizardServices<Services>, wizard: string): Services {
  const services = useContext(context);
  if (!services) throw new Error(`A step of the ${wizard} was rendered outside its wizard`);
  return services;
}
