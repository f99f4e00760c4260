/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Wisdom_MeaningInputs */

const en_devotionals_wisdom_meaning = /** @type {(inputs: Devotionals_Wisdom_MeaningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What does this mean?`)
};

const es_devotionals_wisdom_meaning = /** @type {(inputs: Devotionals_Wisdom_MeaningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué quiere decir?`)
};

/**
* | output |
* | --- |
* | "What does this mean?" |
*
* @param {Devotionals_Wisdom_MeaningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_meaning = /** @type {((inputs?: Devotionals_Wisdom_MeaningInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Wisdom_MeaningInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_wisdom_meaning(inputs)
	return en_devotionals_wisdom_meaning(inputs)
});