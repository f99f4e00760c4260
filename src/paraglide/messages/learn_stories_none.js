/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Stories_NoneInputs */

const en_learn_stories_none = /** @type {(inputs: Learn_Stories_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No stories yet. Be the first to share one!`)
};

const es_learn_stories_none = /** @type {(inputs: Learn_Stories_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay historias. ¡Sé el primero en contar una!`)
};

/**
* | output |
* | --- |
* | "No stories yet. Be the first to share one!" |
*
* @param {Learn_Stories_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_stories_none = /** @type {((inputs?: Learn_Stories_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Stories_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_stories_none(inputs)
	return en_learn_stories_none(inputs)
});