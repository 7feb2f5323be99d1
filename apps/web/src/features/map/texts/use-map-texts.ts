import { defineLocalTexts } from '../../../lib/local-texts.ts';
import { map as el } from './el.ts';
import { map as en } from './en.ts';

/** The map's texts in the interface language. */
export const useMapTexts = defineLocalTexts(el, en);
