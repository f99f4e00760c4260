import { createContext } from 'react';

/**
 * The bulk import examples of the admin panel (the example.ts files beside each tab). The admin page hands
 * them to the panel as island props, so the text travels in the page's HTML rather than in its script.
 */
export interface BulkExamples {
  devotionals: string;
  proverbs: string;
}

export const BulkExamplesContext = createContext<BulkExamples>({ devotionals: '', proverbs: '' });
