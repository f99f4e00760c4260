/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Heard_StarInputs */

const en_stories_heard_star = /** @type {(inputs: Stories_Heard_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You earned a star for this story!`)
};

const es_stories_heard_star = /** @type {(inputs: Stories_Heard_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Ganaste una estrella por esta historia!`)
};

/**
* | output |
* | --- |
* | "You earned a star for this story!" |
*
* @param {Stories_Heard_StarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_star = /** @type {((inputs?: Stories_Heard_StarInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Heard_StarInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_heard_star(inputs)
	return en_stories_heard_star(inputs)
});